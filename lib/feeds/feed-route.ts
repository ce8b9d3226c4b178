import "server-only";
import { createTranslator } from "next-intl";
import { isLocale, localePath, type Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { searchSubject } from "@/lib/job-filter-labels";
import { landingText, type Landing } from "@/lib/job-landings";
import { emptySearch, isBrowse, jobSearchHref, parseJobSearch, type JobCategory } from "@/lib/job-search";
import { getLandingFeedJobs, searchFeedJobs } from "@/lib/jobs-data";
import type { JobList } from "@/lib/product-api/types";
import { siteConfig } from "@/lib/site";
import { FEED_FORMAT_LIST, FEED_FORMATS, feedHref, type FeedFormat } from "./formats";
import { plainSummary, writeAtom, writeJsonFeed, writeRss, type Feed } from "./write";

// The route handlers of the feeds (app/[locale]/jobs/**/feed.{xml,atom,json}/route.ts): the list
// its page shows (the same search, the same open jobs), newest first, in the page's language. A
// failed read throws, as the pages' do: Next answers 500 and caches nothing.

type Context<P> = { params: Promise<{ locale: string } & P> };

const WRITERS = { rss: writeRss, atom: writeAtom, json: writeJsonFeed } satisfies Record<
  FeedFormat,
  (feed: Feed) => string
>;

const notFound = () =>
  new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

async function translator(locale: Locale) {
  return createTranslator({ locale, messages: await loadMessages(locale) });
}
type T = Awaited<ReturnType<typeof translator>>;

function feedOf(
  locale: Locale,
  pagePath: string,
  { title, description }: { title: string; description: string },
  list: JobList,
): Feed {
  const site = siteConfig.url;
  const items = list.jobs.map((job) => ({
    url: `${site}${localePath(locale, `/jobs/${job.id}`)}`,
    title: job.title,
    company: job.company,
    location: job.location,
    summary: plainSummary(job.description),
    published: new Date(job.datePosted),
    updated: new Date(job.updatedAt),
    language: job.language,
  }));
  const newest = Math.max(...items.map((item) => item.updated.getTime()));
  return {
    title,
    description,
    language: locale,
    pageUrl: `${site}${localePath(locale, pagePath)}`,
    selfUrl: Object.fromEntries(
      FEED_FORMAT_LIST.map((format) => [format, `${site}${feedHref(locale, pagePath, format)}`]),
    ) as Feed["selfUrl"],
    items,
    updated: items.length > 0 ? new Date(newest) : new Date(),
  };
}

const respond = (format: FeedFormat, feed: Feed) =>
  new Response(WRITERS[format](feed), {
    headers: { "Content-Type": `${FEED_FORMATS[format].type}; charset=utf-8` },
  });

async function newest(format: FeedFormat, locale: Locale) {
  const t = await translator(locale);
  const text = {
    title: t("feeds.newestTitle", { product: siteConfig.name }),
    description: t("jobs.description"),
  };
  return respond(format, feedOf(locale, "/jobs", text, await getLandingFeedJobs(emptySearch())));
}

/** GET /jobs/feed.{xml,atom,json}: the feed of the newest open jobs (/jobs, browse mode). */
export function newestFeed(format: FeedFormat) {
  return async function GET(_request: Request, { params }: Context<object>) {
    const { locale } = await params;
    return isLocale(locale) ? newest(format, locale) : notFound();
  };
}

// The search page's own answer (Next's, for a page rendered per request): kept by no shared cache.
const NOT_STORED = "private, no-cache, no-store, max-age=0, must-revalidate";

/**
 * GET /jobs/feed.{xml,atom,json}?q=…&filters: the feed of the search the same query string makes on
 * /jobs (values it does not understand dropped, as the page drops them; page and sort ignored), or
 * of the newest jobs when nothing of it is understood.
 */
export function searchFeed(format: FeedFormat) {
  return async function GET(request: Request, { params }: Context<object>) {
    const { locale } = await params;
    if (!isLocale(locale)) return notFound();
    const search = { ...parseJobSearch(new URL(request.url).searchParams), page: 1, sort: null };
    if (isBrowse(search)) return newest(format, locale);
    const t = await translator(locale);
    const subject = searchSubject(
      search,
      (key, values) => t(`jobs.results.${key}` as "jobs.results.quoted", values),
      (key, values) => t(`filters.${key}` as "filters.verifiedOnly", values),
      locale,
    );
    const text = {
      title: t("feeds.searchTitle", { subject, product: siteConfig.name }),
      description: t("jobs.results.metaDescription", { subject }),
    };
    const response = respond(
      format,
      feedOf(locale, jobSearchHref(search), text, await searchFeedJobs(search)),
    );
    response.headers.set("Cache-Control", NOT_STORED);
    return response;
  };
}

/**
 * GET of a landing page's feed (/jobs/remote/feed.xml, /jobs/in/kenya/feed.json…): a 404 where the
 * page is one (an unknown landing, or one with no open job).
 */
export function landingFeed<P>(
  format: FeedFormat,
  resolve: (params: P) => Landing | null | Promise<Landing | null>,
) {
  return async function GET(_request: Request, { params }: Context<P>) {
    const { locale, ...rest } = await params;
    if (!isLocale(locale)) return notFound();
    const landing = await resolve(rest as P);
    if (!landing) return notFound();
    const list = await getLandingFeedJobs(landing.search);
    if (list.totalCount === 0) return notFound();
    const t: T = await translator(locale);
    const { heading, description } = landingText(
      landing,
      (key, values) => t(`landings.${key}` as "landings.place.heading", values),
      (category: JobCategory) => t(`filters.category.${category}`),
      locale,
    );
    const text = { title: t("feeds.landingTitle", { heading, product: siteConfig.name }), description };
    return respond(format, feedOf(locale, landing.path, text, list));
  };
}

/** Nothing at build time (the build must not need the database): feeds are made on first request. */
export const noStaticParams = () => [];
