import { LruCache } from "@/lib/lru-cache";
import type { JobList } from "@/lib/product-api/types";

// Search results are NOT in Next's data cache: it keeps every entry on disk with no bound, and the
// query text is whatever a visitor types, so random queries would fill the disk. They live here
// instead: bounded, in memory, one minute. With several instances each has its own cache, so after
// a job change another instance may serve results up to 60 s old. Kept on globalThis so route
// bundles that each include this module still share one cache per process.

const MAX_ENTRIES = 500;
const TTL_MS = 60_000;

const scope = globalThis as typeof globalThis & { __kaziSearchCache?: LruCache<JobList> };

export const searchCache: LruCache<JobList> = (scope.__kaziSearchCache ??= new LruCache<JobList>({
  maxEntries: MAX_ENTRIES,
  ttlMs: TTL_MS,
}));

/** Forget every cached search; called wherever the job tags are revalidated. */
export function clearSearchCache(): void {
  searchCache.clear();
}
