import type { MetadataRoute } from "next";
import { createTranslator } from "next-intl";
import { DEFAULT_LOCALE, direction, type Locale, localePath } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { siteConfig, theme } from "@/lib/site";
import { APP_ICONS } from "./app-icons";

// The versioned URLs of APP_ICONS (next.config.ts), space-separated in the same order; the plain
// paths where the build did not set them (tests).
const versionedIcons = process.env.NEXT_PUBLIC_APP_ICONS?.split(" ") ?? [];

/**
 * The web app manifest that makes Kazi installable, in `locale`: /manifest.webmanifest in English,
 * /fr/manifest.webmanifest in French, each linked from its language's pages. One id and one scope
 * for all: a browser installs one app per id, so the five are one app of one site, named and opened
 * in the language of the page it was installed from.
 */
export async function webManifest(locale: Locale = DEFAULT_LOCALE): Promise<MetadataRoute.Manifest> {
  const t = createTranslator({ locale, messages: await loadMessages(locale) });
  const product = siteConfig.name;
  return {
    id: "/",
    name: product,
    short_name: product,
    description: t("meta.defaultDescription", { product }),
    start_url: localePath(locale, "/"),
    scope: "/",
    display: "standalone",
    lang: locale,
    dir: direction(locale),
    theme_color: theme.primary,
    background_color: theme.background,
    icons: APP_ICONS.map(({ file, sizes, purpose }, index) => ({
      src: versionedIcons[index] ?? `/${file}`,
      sizes,
      type: "image/png",
      purpose,
    })),
    shortcuts: [
      { name: t("layout.jobs"), url: localePath(locale, "/jobs") },
      { name: t("layout.savedJobs"), url: localePath(locale, "/saved-jobs") },
      { name: t("layout.applications"), url: localePath(locale, "/applications") },
    ],
  };
}

/** The manifest of `locale` as its route sends it. */
export async function manifestResponse(locale: Locale = DEFAULT_LOCALE): Promise<Response> {
  return Response.json(await webManifest(locale), {
    headers: {
      "Content-Type": "application/manifest+json",
      // A day: a renamed site or new icons reach installed apps by the next day.
      "Cache-Control": "public, max-age=86400",
    },
  });
}

/** Where the pages of `locale` link their manifest from. */
export const manifestPath = (locale: Locale) => localePath(locale, "/manifest.webmanifest");
