// The three feed formats every job list is offered in, and their addresses: a list's feed is its
// page's address with the format's file name after the path ("/jobs/remote" -> "/jobs/remote/feed.xml",
// "/jobs?q=nurse" -> "/jobs/feed.xml?q=nurse"), in the page's language ("/fr/jobs/remote/feed.xml").
// No "@/" imports: next.config.ts reads it.
import { localePath, type Locale } from "../i18n/locales";

export const FEED_FORMATS = {
  rss: { file: "feed.xml", type: "application/rss+xml", name: "RSS" },
  atom: { file: "feed.atom", type: "application/atom+xml", name: "Atom" },
  json: { file: "feed.json", type: "application/feed+json", name: "JSON Feed" },
} as const;
export type FeedFormat = keyof typeof FEED_FORMATS;
export const FEED_FORMAT_LIST = Object.keys(FEED_FORMATS) as FeedFormat[];

/** How many jobs a feed lists: the newest that match. */
export const FEED_SIZE = 50;

/**
 * The address of the feed of the list at `pagePath` (an English address: "/jobs", "/jobs?q=x",
 * "/jobs/in/kenya"), in `locale`.
 */
export function feedHref(locale: Locale, pagePath: string, format: FeedFormat): string {
  const [path, query] = pagePath.split("?", 2);
  const file = `${path.replace(/\/$/, "")}/${FEED_FORMATS[format].file}`;
  return localePath(locale, query ? `${file}?${query}` : file);
}
