import { useLocale, useTranslations } from "next-intl";
import { FEED_FORMATS, feedHref } from "@/lib/feeds/formats";
import type { Locale } from "@/lib/i18n/locales";

/**
 * "Follow these jobs": the feeds of the list at `path` (its English address on page 1), RSS first,
 * then Atom and JSON Feed. Plain links, rendered on the server: a feed is a file, not a page to
 * route to, and the list costs no script.
 */
export function FollowFeed({ path }: { path: string }) {
  const t = useTranslations("feeds");
  const locale = useLocale() as Locale;
  const link = "font-medium text-primary-dark underline-offset-2 hover:underline";
  const other = (format: "atom" | "json") => (
    <a
      href={feedHref(locale, path, format)}
      type={FEED_FORMATS[format].type}
      aria-label={t("linkTitle", { title: t("follow"), format: FEED_FORMATS[format].name })}
      className={link}
    >
      {FEED_FORMATS[format].name}
    </a>
  );
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
      <a href={feedHref(locale, path, "rss")} type={FEED_FORMATS.rss.type} className={link}>
        {t("follow")}
      </a>
      <span aria-hidden="true">·</span>
      {other("atom")}
      <span aria-hidden="true">·</span>
      {other("json")}
    </p>
  );
}
