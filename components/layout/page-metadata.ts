import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FEED_FORMAT_LIST, FEED_FORMATS, feedHref } from "@/lib/feeds/formats";
import { DEFAULT_LOCALE, type Locale, LOCALES, localePath } from "@/lib/i18n/locales";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { siteConfig } from "@/lib/site";

/** Open Graph's locale names (language_TERRITORY). */
const OG_LOCALES: Record<Locale, string> = {
  en: "en_US",
  fr: "fr_FR",
  pt: "pt_PT",
  sw: "sw_KE",
  ar: "ar_AR",
};

const OG_IMAGE = "/og-image.jpg";
const ogImage = (alt: string) => ({ url: OG_IMAGE, width: 1200, height: 630, alt });

/** Open Graph fields every page shares. Next.js replaces a parent's openGraph object wholesale, so spread this. */
export function baseOpenGraph(locale: Locale, imageAlt: string) {
  return {
    siteName: siteConfig.name,
    type: "website",
    locale: OG_LOCALES[locale],
    alternateLocale: LOCALES.filter((other) => other !== locale).map((other) => OG_LOCALES[other]),
    images: [ogImage(imageAlt)],
  } satisfies Metadata["openGraph"];
}

// X reads no image size: the picture's width and height are said once, in Open Graph's tags.
export function baseTwitter(imageAlt: string) {
  return {
    card: "summary_large_image",
    images: [{ url: OG_IMAGE, alt: imageAlt }],
  } satisfies Metadata["twitter"];
}

/**
 * The canonical address of `path` in `locale` and its alternates in every language (hreflang), with
 * English as x-default. `path` is the English address ("/about"); made absolute with siteConfig.url.
 */
export function languageAlternates(locale: Locale, path: string): NonNullable<Metadata["alternates"]> {
  const languages: Record<string, string> = {};
  for (const other of LOCALES) languages[other] = localePath(other, path);
  languages["x-default"] = localePath(DEFAULT_LOCALE, path);
  return { canonical: localePath(locale, path), languages };
}

interface PageMetadataInput {
  locale: Locale;
  /** Shown as "{title} | {product}" unless `absoluteTitle` is set. */
  title: string;
  description: string;
  /** The English address of the page, e.g. "/about". */
  path: string;
  absoluteTitle?: boolean;
  /**
   * false: a page crawlers follow but do not index (search results). It names no alternates in other
   * languages, which only serve indexing, and so weighs about 1.5 KB less (HTML and payload).
   */
  indexed?: boolean;
  /**
   * A job list's English address on its first page ("/jobs/remote", "/jobs?q=x"): its feeds are named
   * in the head (<link rel="alternate" type="application/rss+xml">, Atom, JSON Feed).
   */
  feedPath?: string;
}

/** The <link rel="alternate"> of each feed of the list at `feedPath`, titled "{title} (RSS)"... */
async function feedAlternates(locale: Locale, feedPath: string, title: string) {
  const t = await getTranslations({ locale, namespace: "feeds" });
  return Object.fromEntries(
    FEED_FORMAT_LIST.map((format) => [
      FEED_FORMATS[format].type,
      [
        {
          url: feedHref(locale, feedPath, format),
          title: t("linkTitle", { title, format: FEED_FORMATS[format].name }),
        },
      ],
    ]),
  );
}

/** Title, description, canonical URL and alternates, Open Graph and Twitter tags for a page. */
export async function pageMetadata({
  locale,
  title,
  description,
  path,
  absoluteTitle = false,
  indexed = true,
  feedPath,
}: PageMetadataInput): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "meta" });
  const fullTitle = absoluteTitle ? title : `${title} | ${siteConfig.name}`;
  const imageAlt = t("defaultTitle", { product: siteConfig.name });
  const openGraph = baseOpenGraph(locale, imageAlt);
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: {
      ...(indexed ? languageAlternates(locale, path) : { canonical: localePath(locale, path) }),
      ...(feedPath ? { types: await feedAlternates(locale, feedPath, title) } : {}),
    },
    openGraph: {
      ...(indexed ? openGraph : { ...openGraph, alternateLocale: undefined }),
      title: fullTitle,
      description,
      url: localePath(locale, path),
    },
    twitter: { ...baseTwitter(imageAlt), title: fullTitle, description },
    ...(indexed ? {} : { robots: { index: false, follow: true } }),
  };
}

/** Of the 404 screen (components/layout/page-not-found.tsx). */
export async function pageNotFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "status" });
  return { title: t("notFoundTitle"), robots: { index: false } };
}

/** A page kept out of search engines (signed-in pages, unsubscribe): "{namespace.metaTitle} | {product}". */
export async function privatePageMetadata(params: LocaleParams, namespace: string): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace });
  return {
    title: { absolute: `${t("metaTitle")} | ${siteConfig.name}` },
    robots: { index: false, follow: false },
  };
}
