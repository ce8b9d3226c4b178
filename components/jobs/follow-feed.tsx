import { useLocale, useTranslations } from "next-intl";
import { Fragment } from "react";
import { FEED_FORMATS, feedHref } from "@/lib/feeds/formats";
import type { Locale } from "@/lib/i18n/locales";

/**
 * "Follow these jobs": the feeds of the list at `path` (its English address on page 1), RSS first,
 * then Atom and JSON Feed, named in the same sentence. Plain links, rendered on the server: a feed is
 * a file, not a page to route to, and the list costs no script. The head's links give their types.
 */
export function FollowFeed({ path }: { path: string }) {
  const t = useTranslations("feeds");
  const locale = useLocale() as Locale;
  // Styled by .feed-links (app/globals.css), not on each link: the list's HTML and payload carry it once.
  return (
    <p className="feed-links">
      <a href={feedHref(locale, path, "rss")}>{t("follow")}</a>
      {(["atom", "json"] as const).map((format) => (
        <Fragment key={format}>
          <span aria-hidden="true">·</span>
          <a href={feedHref(locale, path, format)}>{FEED_FORMATS[format].name}</a>
        </Fragment>
      ))}
    </p>
  );
}
