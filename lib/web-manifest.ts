import type { MetadataRoute } from "next";
import { createTranslator } from "next-intl";
import { DEFAULT_LOCALE, direction } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { siteConfig, theme } from "@/lib/site";
import { APP_ICONS } from "./app-icons";

// The versioned URLs of APP_ICONS (next.config.ts), space-separated in the same order; the plain
// paths where the build did not set them (tests).
const versionedIcons = process.env.NEXT_PUBLIC_APP_ICONS?.split(" ") ?? [];

/**
 * The web app manifest (/manifest.webmanifest) that makes Kazi installable. One, in English, for every
 * language: a browser installs one app per manifest id, and a manifest per language would make five
 * apps of one site. The installed app opens at "/", where the language suggestion offers the
 * seeker's own language as on the web.
 */
export async function webManifest(): Promise<MetadataRoute.Manifest> {
  const t = createTranslator({ locale: DEFAULT_LOCALE, messages: await loadMessages(DEFAULT_LOCALE) });
  const product = siteConfig.name;
  return {
    id: "/",
    name: product,
    short_name: product,
    description: t("meta.defaultDescription", { product }),
    start_url: "/",
    scope: "/",
    display: "standalone",
    lang: DEFAULT_LOCALE,
    dir: direction(DEFAULT_LOCALE),
    theme_color: theme.primary,
    background_color: theme.background,
    icons: APP_ICONS.map(({ file, sizes, purpose }, index) => ({
      src: versionedIcons[index] ?? `/${file}`,
      sizes,
      type: "image/png",
      purpose,
    })),
    shortcuts: [
      { name: t("layout.jobs"), url: "/jobs" },
      { name: t("layout.savedJobs"), url: "/saved-jobs" },
      { name: t("layout.applications"), url: "/applications" },
    ],
  };
}
