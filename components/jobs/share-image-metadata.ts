import type { Metadata } from "next";
import { type Locale, localePath } from "@/lib/i18n/locales";

export const shareImageSize = { width: 1200, height: 630 };

type Images = NonNullable<NonNullable<Metadata["openGraph"]>["images"]>;

/**
 * A job page's share pictures, at the addresses of its opengraph-image.tsx and twitter-image.tsx, with
 * their alt text in the page's language. An image file's `alt` export is one text for every language,
 * and a page's own openGraph.images / twitter.images replace the file's (Next's metadata ordering), so
 * the page names the pictures itself. English's are at its own address (/jobs/12/opengraph-image), not
 * the /en/… one Next would give, which redirects; Next's ?hash of the image file is left off.
 */
export function jobShareImages(
  locale: Locale,
  jobId: number,
  alt: string,
): { openGraph: Images; twitter: Images } {
  const image = (file: "opengraph-image" | "twitter-image") => ({
    url: localePath(locale, `/jobs/${jobId}/${file}`),
    ...shareImageSize,
    type: "image/png",
    alt,
  });
  return { openGraph: [image("opengraph-image")], twitter: [image("twitter-image")] };
}
