// A job list as RSS 2.0, Atom 1.0 and JSON Feed 1.1: one model (Feed), three writers. Text is
// written as plain text (escaped in XML), dates as RFC 822 in RSS and RFC 3339 in Atom and JSON Feed.
import { FEED_FORMATS } from "./formats";

export interface FeedItem {
  /** The job's canonical address in the feed's language: its link and its unique id. */
  url: string;
  title: string;
  company: string;
  location: string;
  /** Plain text (plainSummary). */
  summary: string;
  published: Date;
  updated: Date;
  /** The language the job is written in. */
  language: string;
}

export interface Feed {
  title: string;
  description: string;
  /** The feed's language (its titles and links), e.g. "fr". */
  language: string;
  /** The page the feed follows. */
  pageUrl: string;
  /** This feed's own address (its self link), per format. */
  selfUrl: Record<keyof typeof FEED_FORMATS, string>;
  items: FeedItem[];
  /** When a listed job last changed (the newest of them); now when none is listed. */
  updated: Date;
}

const SUMMARY_LENGTH = 300;

/**
 * A description as a short plain-text summary: any markup dropped, white space collapsed, cut at a
 * word boundary near SUMMARY_LENGTH characters with an ellipsis.
 */
export function plainSummary(text: string, max = SUMMARY_LENGTH): string {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}

/** "Company · Location" then the summary: what a reader shows under the title. */
const itemText = (item: FeedItem) =>
  `${[item.company, item.location].filter(Boolean).join(" · ")}\n\n${item.summary}`.trim();

// Characters XML 1.0 does not allow at all (control characters): dropped, or the feed would not parse.
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export const escapeXml = (text: string) =>
  text.replace(NOT_XML, "").replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

const element = (name: string, text: string, attributes = "") =>
  `<${name}${attributes}>${escapeXml(text)}</${name}>`;

export function writeRss(feed: Feed): string {
  const items = feed.items.map((item) =>
    [
      "<item>",
      element("title", item.title),
      element("link", item.url),
      element("guid", item.url, ' isPermaLink="true"'),
      element("dc:creator", item.company),
      element("category", item.location),
      element("description", itemText(item)),
      element("pubDate", item.published.toUTCString()),
      "</item>",
    ].join(""),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    element("title", feed.title),
    element("link", feed.pageUrl),
    element("description", feed.description),
    element("language", feed.language),
    element("lastBuildDate", feed.updated.toUTCString()),
    `<atom:link href="${escapeXml(feed.selfUrl.rss)}" rel="self" type="${FEED_FORMATS.rss.type}"/>`,
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}

export function writeAtom(feed: Feed): string {
  const link = (href: string, rel: string, type?: string) =>
    `<link rel="${rel}" href="${escapeXml(href)}"${type ? ` type="${type}"` : ""}/>`;
  const entries = feed.items.map((item) =>
    [
      `<entry xml:lang="${escapeXml(item.language)}">`,
      element("id", item.url),
      element("title", item.title, ' type="text"'),
      link(item.url, "alternate", "text/html"),
      element("published", item.published.toISOString()),
      element("updated", item.updated.toISOString()),
      `<author>${element("name", item.company)}</author>`,
      `<category term="${escapeXml(item.location)}"/>`,
      element("summary", itemText(item), ' type="text"'),
      "</entry>",
    ].join(""),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    element("id", feed.selfUrl.atom),
    element("title", feed.title, ' type="text"'),
    element("subtitle", feed.description, ' type="text"'),
    link(feed.pageUrl, "alternate", "text/html"),
    link(feed.selfUrl.atom, "self", FEED_FORMATS.atom.type),
    element("updated", feed.updated.toISOString()),
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

export function writeJsonFeed(feed: Feed): string {
  return JSON.stringify({
    version: "https://jsonfeed.org/version/1.1",
    title: feed.title,
    description: feed.description,
    home_page_url: feed.pageUrl,
    feed_url: feed.selfUrl.json,
    language: feed.language,
    items: feed.items.map((item) => ({
      id: item.url,
      url: item.url,
      title: item.title,
      content_text: itemText(item),
      summary: item.summary,
      date_published: item.published.toISOString(),
      date_modified: item.updated.toISOString(),
      authors: [{ name: item.company }],
      tags: item.location ? [item.location] : undefined,
      language: item.language,
      // JSON Feed's extension objects start with "_": the job's fields, for readers that know them.
      _job: { company: item.company, location: item.location },
    })),
  });
}
