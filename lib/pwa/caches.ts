/** The caches the service worker keeps (lib/pwa/service-worker.ts); the offline page lists what they hold. */
export const WORKER_CACHES = {
  pages: "kazi-pages",
  /** The home page, the jobs list and searches: public, like the job pages, but not listed offline. */
  lists: "kazi-lists",
  personal: "kazi-personal",
  assets: "kazi-assets",
  offline: "kazi-offline",
};

/** What the worker adds to a page it answers from its cache: when it was kept (ms since 1970). */
export const KEPT_AT_META = "kazi-kept-at";
