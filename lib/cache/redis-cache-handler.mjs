// Next's incremental cache (pages, unstable_cache data, tags), named by next.config.ts. With
// REDIS_URL every web instance shares it (shared-cache.mjs), so a job written through one instance
// expires the cached pages of all. Without REDIS_URL, and while `next build` runs, it is Next's own
// cache, as if no handler were configured: in memory (experimental.isrFlushToDisk: false).
//
// Plain JavaScript: Next imports this file at run time, outside the app's compiled bundles, so it
// reads REDIS_URL itself rather than through lib/env.ts.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createSharedCache, MAX_ENTRY_SECONDS } from "./shared-cache.mjs";

const require = createRequire(import.meta.url);
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache").default;

const TAGS_HEADER = "x-next-cache-tags";

function buildId(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
  } catch {
    return "dev";
  }
}

/** One connection per process: Next makes a handler for every request. */
function sharedCacheFor(serverDistDir) {
  const store = /** @type {any} */ (globalThis);
  store.__kaziSharedCache ??= createSharedCache({
    url: /** @type {string} */ (process.env.REDIS_URL),
    namespace: buildId(serverDistDir),
  });
  return store.__kaziSharedCache;
}

/** Tags of an entry: a data entry's own, or those Next lists in a page's header. */
function tagsOf(data, ctx) {
  if (ctx.fetchCache) return [...new Set([...(ctx.tags ?? []), ...(data?.tags ?? [])])];
  const header = data?.headers?.[TAGS_HEADER];
  return typeof header === "string" ? header.split(",").filter(Boolean) : [];
}

/** Seconds to keep an entry: twice its revalidate time (room for one stale-while-revalidate), else a day. */
function lifetimeOf(data, ctx) {
  const revalidate = ctx.fetchCache ? data?.revalidate : ctx.cacheControl?.revalidate;
  return typeof revalidate === "number" && revalidate > 0 ? Math.max(60, revalidate * 2) : MAX_ENTRY_SECONDS;
}

export class SharedCacheHandler {
  /** @param {{ serverDistDir: string, sharedCache?: ReturnType<typeof createSharedCache> }} ctx */
  constructor(ctx) {
    this.cache = ctx.sharedCache ?? sharedCacheFor(ctx.serverDistDir);
  }

  async get(key, ctx = {}) {
    const entry = await this.cache.get(key, ctx.softTags ?? []);
    return entry ?? null;
  }

  async set(key, data, ctx = {}) {
    const entry = {
      value: data,
      lastModified: Date.now(),
      cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
    };
    await this.cache.set(key, entry, tagsOf(data, ctx), lifetimeOf(data, ctx));
  }

  // A profile's stale-while-revalidate ('max') is not told apart: every invalidation expires at
  // once, which is what Kazi's callers ask for ({ expire: 0 }, lib/cache/invalidate-jobs.ts).
  async revalidateTag(tags) {
    await this.cache.invalidate(typeof tags === "string" ? [tags] : tags);
  }

  resetRequestCache() {}
}

const redisConfigured = () =>
  Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== "phase-production-build";

export default redisConfigured() ? SharedCacheHandler : FileSystemCache;
