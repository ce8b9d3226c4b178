import "server-only";
import { readFile } from "node:fs/promises";
import { join } from "node:path";

export interface ImageFont {
  name: string;
  data: Buffer;
  weight: 400;
  style: "normal";
}

// The image renderer (next/og) draws with Geist, which has no Arabic. Giving it fonts replaces Geist, so
// the Arabic picture names both: Geist from next/og's own folder for the Latin text, and Cairo's
// Arabic subset (assets/fonts, OFL, 17 KB, from @fontsource/cairo 5.3.0). The Noto Arabic faces make
// next/og's satori 0.29 throw ("lookupType: 5 - substFormat: 3 is not yet supported"); Cairo does not.
// Paths from process.cwd(), as Next's docs read an image's fonts, so the standalone build traces them.
const FILES = [
  ["Geist", "node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf"],
  ["Cairo", "assets/fonts/cairo-arabic-400-normal.woff"],
] as const;

let arabic: Promise<ImageFont[] | null> | undefined;

/** The fonts of the Arabic share picture, read once; null (labels left off) if they cannot be read. */
export function arabicImageFonts(): Promise<ImageFont[] | null> {
  arabic ??= Promise.all(
    FILES.map(async ([name, file]): Promise<ImageFont> => ({
      name,
      data: await readFile(join(process.cwd(), file)),
      weight: 400,
      style: "normal",
    })),
  ).catch((error: unknown) => {
    console.error(
      "The Arabic share-image fonts could not be read; the picture leaves its labels off.",
      error,
    );
    return null;
  });
  return arabic;
}
