import type { Metadata } from "next";
import { defaultTitle, siteConfig } from "@/lib/site";

export const defaultDescription = `${siteConfig.name} connects young African professionals with internships and jobs across Africa, New Zealand, Australia and remote teams worldwide.`;

const ogImage = { url: "/og-image.jpg", width: 1200, height: 630, alt: defaultTitle };

/** Open Graph fields every page shares. Next.js replaces a parent's openGraph object wholesale, so spread this. */
export const baseOpenGraph = {
  siteName: siteConfig.name,
  type: "website",
  locale: "en",
  images: [ogImage],
} satisfies Metadata["openGraph"];

export const baseTwitter = { card: "summary_large_image", images: [ogImage] } satisfies Metadata["twitter"];

interface PageMetadataInput {
  /** Shown as "{title} | {product}" unless `absoluteTitle` is set. */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/about"; made absolute with siteConfig.url. */
  path: string;
  absoluteTitle?: boolean;
}

/** Title, description, canonical URL, Open Graph and Twitter tags for a static page. */
export function pageMetadata({
  title,
  description,
  path,
  absoluteTitle = false,
}: PageMetadataInput): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${siteConfig.name}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { ...baseOpenGraph, title: fullTitle, description, url: path },
    twitter: { ...baseTwitter, title: fullTitle, description },
  };
}

/** Of the 404 screen (components/layout/page-not-found.tsx). */
export const pageNotFoundMetadata = { title: "Page Not Found", robots: { index: false } };
