/** The caches the service worker keeps (lib/pwa/service-worker.ts); the offline page lists what they hold. */
export const WORKER_CACHES = {
  pages: "kazi-pages",
  personal: "kazi-personal",
  assets: "kazi-assets",
  offline: "kazi-offline",
};

/** What the worker adds to a page it answers from its cache: when it was kept (ms since 1970). */
export const KEPT_AT_META = "kazi-kept-at";
