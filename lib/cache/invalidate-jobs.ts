import "server-only";
import { revalidateTag } from "next/cache";
import { JOBS_TAG, jobTag } from "@/lib/cache-tags";
import { bumpPageGeneration } from "./page-generation";

/**
 * The one way Kazi expires cached job pages and data after a job changes: every list (`jobs`) and
 * the pages of the given jobs. Every path that changes jobs calls it: the /api/v1 mount, the
 * standalone API's POST /api/revalidate and the embedded API's hook (lib/product-api/transport.ts).
 *
 * `{ expire: 0 }` expires at once rather than serving the old page once more while it renders
 * again ('max'); with REDIS_URL the other instances see it on their next request
 * (lib/cache/redis-cache-handler.mjs). Must run inside a route handler or server action.
 */
export function invalidateJobs(ids: Iterable<number | string> = []): string[] {
  const tags = [JOBS_TAG, ...[...new Set([...ids].map(String))].map(jobTag)];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // Every page the web server keeps may list a job (front-cache.ts); writes are rare, so all go.
  bumpPageGeneration();
  return tags;
}
