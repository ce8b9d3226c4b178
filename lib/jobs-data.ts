import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { JOBS_TAG, jobTag } from "@/lib/cache-tags";
import { productApi } from "@/lib/product-api";
import { isApiError } from "@/lib/product-api/errors";
import type { Job, JobList } from "@/lib/product-api/types";
import { searchCache } from "@/lib/search-cache";

// Cached reads behind the public job pages. A failed call throws and is never cached, so the next
// request tries again; job writes invalidate these entries through the tags (lib/cache-tags.ts).
// Search is the exception: visitors choose its keys, so it has a bounded cache (lib/search-cache.ts).

export const RECOMMENDATIONS_PAGE_SIZE = 10;
export const SEARCH_PAGE_SIZE = 15;
/** Seconds a cached read is trusted without a tag invalidation. */
const REVALIDATE = 3600;
/** Longest search text kept; the rest adds nothing to a full-text query and would bloat cache keys. */
const MAX_QUERY_LENGTH = 100;

const listOpenJobs = unstable_cache(
  (pageNumber: number, pageSize: number) => productApi().listJobs({ pageNumber, pageSize }),
  ["jobs-list"],
  { tags: [JOBS_TAG], revalidate: REVALIDATE },
);

/** Browse mode: open jobs, newest first, ten per page. */
export function getRecommendations(page = 1): Promise<JobList> {
  return listOpenJobs(page, RECOMMENDATIONS_PAGE_SIZE);
}

/** Search text as it is sent and cached: trimmed, single-spaced, lower case (full-text search ignores case). */
export function normalizeQuery(q: string): string {
  return q.trim().replace(/\s+/g, " ").toLowerCase().slice(0, MAX_QUERY_LENGTH).trim();
}

/** Search mode: ranked full-text results, fifteen per page. */
export function searchJobs(q: string, page = 1): Promise<JobList> {
  const searchQuery = normalizeQuery(q);
  return searchCache.get(`${page}:${searchQuery}`, () =>
    productApi().listJobs({
      pageNumber: page,
      pageSize: SEARCH_PAGE_SIZE,
      ...(searchQuery ? { searchQuery } : {}),
    }),
  );
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
export async function countOpenJobs(): Promise<number> {
  return (await getRecommendations(1)).totalCount;
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
