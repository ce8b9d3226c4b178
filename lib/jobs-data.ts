import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { JOBS_TAG, jobTag } from "@/lib/cache-tags";
import { FEED_SIZE } from "@/lib/feeds/formats";
import { BROWSE_PAGE_SIZE, SEARCH_PAGE_SIZE, toApiQuery, type JobSearch } from "@/lib/job-search";
import { productApi } from "@/lib/product-api";
import { isApiError } from "@/lib/product-api/errors";
import type { Job, JobLanguage, JobList, JobListFacets } from "@/lib/product-api/types";

// Cached reads behind the public job pages. A failed call throws and is never cached, so the next
// request tries again; job writes invalidate these entries through the tags (lib/cache-tags.ts).
// Searches are not (see searchJobs). The cache (lib/cache/redis-cache-handler.mjs) is Redis with
// REDIS_URL, else memory; both are bounded, so keys that visitors choose cannot fill a disk.

/** Seconds a cached read is trusted without a tag invalidation. */
const REVALIDATE = 3600;

// Keyed by its arguments, the reader's language among them.
const listOpenJobs = unstable_cache(
  (pageNumber: number, pageSize: number, readerLanguage?: JobLanguage) =>
    productApi().listJobs({ pageNumber, pageSize, readerLanguage }),
  ["jobs-list"],
  { tags: [JOBS_TAG], revalidate: REVALIDATE },
);

/**
 * Browse mode: open jobs, ten per page; those in the reader's language first (the page's language),
 * then the rest, each newest first. Without a language, newest first.
 */
export function getNewestJobs(page = 1, readerLanguage?: JobLanguage): Promise<JobList> {
  return listOpenJobs(page, BROWSE_PAGE_SIZE, readerLanguage);
}

/**
 * Search mode (a query, filters or both): fifteen per page, ranked or newest first, with the facet
 * counts of every filter. Not in the data cache: most searches are made once, and a storm of new ones
 * would each cost a write and push cached job pages out. The web server keeps a search's page once it
 * is asked again (scripts/web-server.ts); the API answers a new one in a few milliseconds.
 */
export function searchJobs(search: JobSearch): Promise<JobList> {
  const { searchQuery, ...filters } = toApiQuery(search);
  return productApi().listJobs({
    pageNumber: search.page,
    pageSize: SEARCH_PAGE_SIZE,
    searchQuery,
    filters,
    facets: true,
  });
}

/**
 * Facet counts over all open jobs: the filter options of browse mode, and the places, categories and
 * other landing pages that exist (lib/job-landings.ts). null when the product API sends no facets.
 */
export const getBrowseFacets = unstable_cache(
  async (): Promise<JobListFacets | null> =>
    (await productApi().listJobs({ pageSize: 1, facets: true })).facets ?? null,
  ["browse-facets"],
  { tags: [JOBS_TAG], revalidate: REVALIDATE },
);

// Landing pages' filters are fixed per page and their places come from the facets (so bounded by
// real places): unlike free-text search they can sit in the data cache.
const listLandingJobs = unstable_cache(
  (filters: Record<string, string>, pageNumber: number, readerLanguage?: JobLanguage) =>
    productApi().listJobs({ pageNumber, pageSize: SEARCH_PAGE_SIZE, filters, readerLanguage }),
  ["landing-jobs"],
  { tags: [JOBS_TAG], revalidate: REVALIDATE },
);

/**
 * Page `page` of a landing page's open jobs (fifteen; the reader's language first, each newest first),
 * or null when that page does not exist: no open job matches, or the page is past the last.
 */
export async function getLandingJobs(
  search: JobSearch,
  page: number,
  readerLanguage?: JobLanguage,
): Promise<JobList | null> {
  const list = await listLandingJobs(toApiQuery({ ...search, q: "" }), page, readerLanguage);
  return list.totalCount === 0 || page > list.totalPages ? null : list;
}

// ---- Feeds ----
// The newest FEED_SIZE open jobs of a list, newest first whatever the page's order (a feed is read
// for what is new). Cached like the page the feed follows: a landing page's (and plain /jobs') read
// is in the data cache under the "jobs" tag, a search's is not (see searchJobs).

const listFeedJobs = unstable_cache(
  (filters: Record<string, string>) => productApi().listJobs({ pageSize: FEED_SIZE, filters }),
  ["feed-jobs"],
  { tags: [JOBS_TAG], revalidate: REVALIDATE },
);

const feedQuery = (search: JobSearch) => toApiQuery({ ...search, sort: "newest" });

/** The feed of a landing page (or of /jobs with no query nor filter), from the data cache. */
export function getLandingFeedJobs(search: JobSearch): Promise<JobList> {
  return listFeedJobs(feedQuery({ ...search, q: "" }));
}

/** The feed of a search: its query and filters exactly as the page reads them, asked afresh. */
export function searchFeedJobs(search: JobSearch): Promise<JobList> {
  const { searchQuery, ...filters } = feedQuery(search);
  return productApi().listJobs({ pageSize: FEED_SIZE, searchQuery, filters });
}

/** A job, or null when the product API says it does not exist. Other failures throw. */
export const getJobById = cache((id: number): Promise<Job | null> =>
  unstable_cache(
    async () => {
      try {
        return await productApi().getJob(id);
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
    ["job", String(id)],
    { tags: [JOBS_TAG, jobTag(id)], revalidate: REVALIDATE },
  )(),
);

// ---- Sitemap ----
// Open jobs are read in blocks of 1,000 (the most one list call returns), each block cached on its
// own: a whole sitemap file in one entry would pass the data cache's 2 MB limit.

/** Jobs per sitemap file: under Google's 50,000 URL limit with room for the static pages. */
export const JOBS_PER_SITEMAP = 49_000;
const BLOCK = 1_000;
const PARALLEL_BLOCKS = 4;

/** [job id, last change in epoch seconds]: compact, because a sitemap file holds tens of thousands. */
export type SitemapEntry = [id: number, updatedAt: number];

const readBlock = unstable_cache(
  async (block: number): Promise<SitemapEntry[]> => {
    const { jobs } = await productApi().listJobs({ pageNumber: block + 1, pageSize: BLOCK, maxSize: BLOCK });
    return jobs.map((job) => [job.id, Math.floor(Date.parse(job.updatedAt) / 1000)]);
  },
  ["sitemap-block"],
  { tags: [JOBS_TAG], revalidate: REVALIDATE },
);

/** How many open jobs there are, from the same cached call as the first browse page. */
async function countOpenJobs(): Promise<number> {
  return (await getNewestJobs(1)).totalCount;
}

/** The sitemap files needed for the open jobs (at least one, which also lists the static pages). */
export async function countSitemaps(): Promise<number> {
  return Math.max(1, Math.ceil((await countOpenJobs()) / JOBS_PER_SITEMAP));
}

/** Open jobs for sitemap file `index` (0-based), newest first; closed jobs are never listed. */
export async function getOpenJobsForSitemap(index = 0): Promise<SitemapEntry[]> {
  const total = await countOpenJobs();
  const first = (index * JOBS_PER_SITEMAP) / BLOCK;
  const last = Math.min(first + JOBS_PER_SITEMAP / BLOCK, Math.ceil(total / BLOCK));
  const blocks: number[] = [];
  for (let b = first; b < last; b++) blocks.push(b);
  const results: SitemapEntry[][] = [];
  for (let i = 0; i < blocks.length; i += PARALLEL_BLOCKS) {
    results.push(...(await Promise.all(blocks.slice(i, i + PARALLEL_BLOCKS).map((b) => readBlock(b)))));
  }
  return results.flat();
}
