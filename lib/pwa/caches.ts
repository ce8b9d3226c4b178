/** The caches the service worker keeps (lib/pwa/service-worker.ts); the offline page lists what they hold. */
export const WORKER_CACHES = {
  pages: "kazi-pages",
  /** The home page, the jobs list and searches: public, like the job pages, but not listed offline. */
  lists: "kazi-lists",
  personal: "kazi-personal",
  assets: "kazi-assets",
  offline: "kazi-offline",
  /** Who the worker last knew to be signed in (OWNER_RECORD), the one entry of this cache. */
  owner: "kazi-owner",
};

/** What the worker adds to a page it answers from its cache: when it was kept (ms since 1970). */
export const KEPT_AT_META = "kazi-kept-at";

/**
 * The signed-in person the worker last heard of, in WORKER_CACHES.owner: `{ id, expires }`, where id is
 * an opaque hash of the account's subject ("" for nobody) and expires the session's end (ms, 0: none).
 * Every kept page and answer carries the id it was kept for in the OWNER_HEADER header.
 */
export const OWNER_RECORD = "/kazi-owner";
export const OWNER_HEADER = "x-kazi-owner";
