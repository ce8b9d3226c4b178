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
// Paths from process.cwd(), as Next's docs read an image's fonts; each one literal, so that the build
// traces these two files and not the whole project.
let arabic: Promise<ImageFont[] | null> | undefined;

const font = async (name: string, data: Promise<Buffer>): Promise<ImageFont> => ({
  name,
  data: await data,
  weight: 400,
  style: "normal",
});

/** The fonts of the Arabic share picture, read once; null (labels left off) if they cannot be read. */
export function arabicImageFonts(): Promise<ImageFont[] | null> {
  arabic ??= Promise.all([
    font(
      "Geist",
      readFile(join(process.cwd(), "node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf")),
    ),
    font("Cairo", readFile(join(process.cwd(), "assets/fonts/cairo-arabic-400-normal.woff"))),
  ]).catch((error: unknown) => {
    console.error(
      "The Arabic share-image fonts could not be read; the picture leaves its labels off.",
      error,
    );
    return null;
  });
  return arabic;
}
