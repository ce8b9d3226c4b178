/// <reference lib="webworker" />
// The service worker, served as /sw.js (app/sw.js/route.ts writes `(${serviceWorker})(self, config)`).
// Its body is sent as the browser reads it, so it refers to nothing outside itself: no imports, no
// module constants. It keeps what the seeker opened, and no more:
// - scripts and styles the pages used (immutable, named by their content): from the cache first;
// - the job pages they opened: stale-while-revalidate, the last 50, for 14 days;
// - the home page, the jobs list and the searches they ran: network first, the last 20, for offline;
// - their profile, Saved Jobs and Applications pages and the data those pages read: network first,
//   kept for offline, and dropped at log out and account deletion (a signed-out visitor gets none kept);
// - the offline page of each language they read in, for any other page opened without a connection.
// A copy shown from the cache carries <meta name="kazi-kept-at">, from which the page says since when.
// Nothing else is fetched ahead: only the offline page of the language read (and what it needs), and
// the first page opened (often from the HTTP cache); neither while data saving is on.

import type { WORKER_CACHES } from "./caches";

export interface WorkerConfig {
  /** Changes with every build, so that a new build installs a new worker (and is announced). */
  version: string;
  /** The offline page of each language: { en: "/offline", fr: "/fr/offline", … }. */
  offline: Record<string, string>;
  caches: typeof WORKER_CACHES;
  /** The name of the <meta> a page answered from the cache carries. */
  keptAtMeta: string;
  /** What the site adds to every page's title (" | Kazi"): a kept page is listed by its own title. */
  titleSuffix: string;
}

export function serviceWorker(sw: ServiceWorkerGlobalScope, config: WorkerConfig) {
  const CACHES = config.caches;
  // The offline pages are this build's: a new worker keeps its own, and drops the old ones once it
  // takes over (the kept job pages stay: each needs the scripts it names, which stay too).
  const OFFLINE = `${CACHES.offline}-${config.version}`;
  const KEPT_AT = "x-kazi-kept-at";
  const TITLE = "x-kazi-title";
  const MAX_PAGES = 50;
  const MAX_LISTS = 20;
  const MAX_AGE = 14 * 24 * 60 * 60 * 1000;
  const MAX_ASSETS = 300;
  const prefixes = Object.keys(config.offline).filter((locale) => config.offline[locale] !== "/offline");
  const LANG = `(?:/(?:${prefixes.join("|")}))?`;
  const JOB_PAGE = new RegExp(`^${LANG}/jobs/\\d+$`);
  const LIST_PAGE = new RegExp(`^${LANG}(?:/|/jobs)?$`);
  const PERSONAL_PAGE = new RegExp(`^${LANG}/(?:saved-jobs|applications|profile)$`);
  const PERSONAL_DATA = /^\/api\/(?:me\/saved-jobs|me\/job-marks|applications|me|auth\/session)$/;
  const LOG_OUT = /^\/api\/(?:auth\/signout|auth\/federated-logout|me\/account)$/;

  const localeOf = (path: string) =>
    prefixes.find((p) => path === `/${p}` || path.startsWith(`/${p}/`)) ?? "en";

  /** A response to keep: the body read once, with the time it was seen and the page's title. */
  async function keepable(response: Response): Promise<Response | null> {
    const body = await response.text();
    // A signed-out visitor's session is "{}": there is nothing of theirs to keep.
    if (/^\s*(?:\{\s*\}|null)?\s*$/.test(body)) return null;
    const headers = new Headers(response.headers);
    // The body is kept decoded, whole: how it came over the network no longer describes it.
    for (const name of ["content-encoding", "content-length", "transfer-encoding"]) headers.delete(name);
    headers.set(KEPT_AT, String(Date.now()));
    let title = /<title>([^<]*)<\/title>/.exec(body)?.[1];
    if (title?.endsWith(config.titleSuffix)) title = title.slice(0, -config.titleSuffix.length);
    const entities: Record<string, string> = {
      amp: "&",
      lt: "<",
      gt: ">",
      quot: '"',
      "#39": "'",
      "#x27": "'",
    };
    if (title)
      headers.set(
        TITLE,
        encodeURIComponent(title.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => entities[e])),
      );
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  }

  /** A kept page as the seeker sees it: with the time it was kept, for the "you're offline" note. */
  async function shownFromCache(kept: Response): Promise<Response> {
    const html = await kept.text();
    const meta = `<meta name="${config.keptAtMeta}" content="${Number(kept.headers.get(KEPT_AT)) || Date.now()}">`;
    return new Response(html.replace(/<head>/i, `<head>${meta}`), { status: 200, headers: kept.headers });
  }

  const fresh = (kept: Response) => Date.now() - Number(kept.headers.get(KEPT_AT)) < MAX_AGE;

  /** Keeps at most `max` entries, the oldest out first (Cache.keys() is in the order they were put). */
  async function trim(name: string, max: number) {
    const cache = await caches.open(name);
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
  }

  /** A usable page response: a page of the site, not a redirect (to log in) or an error. */
  const page = (response: Response) =>
    response.ok &&
    !response.redirected &&
    response.type === "basic" &&
    (response.headers.get("content-type") ?? "").includes("text/html");

  async function keep(name: string, request: Request, response: Response, max: number) {
    const cache = await caches.open(name);
    await cache.delete(request.url);
    const kept = await keepable(response);
    if (!kept) return;
    await cache.put(request.url, kept);
    await trim(name, max);
  }

  async function offlinePage(path: string): Promise<Response> {
    const cache = await caches.open(OFFLINE);
    const own = await cache.match(config.offline[localeOf(path)] ?? "/offline");
    return own ?? (await cache.match("/offline")) ?? Response.error();
  }

  /** The offline page of a language, and the styles and scripts it needs (mostly in the HTTP cache already). */
  async function keepOfflinePage(locale: string) {
    const path = config.offline[locale];
    if (!path) return;
    const cache = await caches.open(OFFLINE);
    if (await cache.match(path)) return;
    const response = await fetch(path, { credentials: "omit" });
    if (!response.ok) return;
    const html = await response.clone().text();
    await cache.put(path, response);
    const assets = await caches.open(CACHES.assets);
    // Its styles and scripts, not the polyfills for old browsers (noModule), which no worker's browser loads.
    const urls = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)]
      .map(
        ([tag]) =>
          !/\bnomodule\b/i.test(tag) && /(?:href|src)="(\/_next\/static\/[^"]+\.(?:css|js))"/.exec(tag)?.[1],
      )
      .filter((url): url is string => Boolean(url));
    await Promise.all(
      [...new Set(urls)].map(async (url) => (await assets.match(url)) ?? (await assets.add(url))),
    );
  }

  async function jobPage(event: FetchEvent, url: URL): Promise<Response> {
    const cache = await caches.open(CACHES.pages);
    const kept = await cache.match(url.href);
    const network = fetch(event.request).then(async (response) => {
      if (page(response)) await keep(CACHES.pages, event.request, response.clone(), MAX_PAGES);
      // A job that is gone (404, 410) is no longer kept.
      else if (response.status === 404 || response.status === 410) await cache.delete(url.href);
      return response;
    });
    if (kept && fresh(kept)) {
      event.waitUntil(network.catch(() => undefined));
      return shownFromCache(kept);
    }
    try {
      return await network;
    } catch {
      return offlinePage(url.pathname);
    }
  }

  async function networkFirst(
    event: FetchEvent,
    url: URL,
    isPage: boolean,
    name = CACHES.personal,
    max = 100,
  ): Promise<Response> {
    try {
      const response = await fetch(event.request);
      if (isPage ? page(response) : response.ok && !response.redirected)
        event.waitUntil(keep(name, event.request, response.clone(), max));
      return response;
    } catch (error) {
      const kept = await (await caches.open(name)).match(url.href);
      if (kept) return isPage ? shownFromCache(kept) : kept;
      if (isPage) return offlinePage(url.pathname);
      throw error;
    }
  }

  async function asset(request: Request): Promise<Response> {
    const cache = await caches.open(CACHES.assets);
    const hit = await cache.match(request.url);
    if (hit) return hit;
    const response = await fetch(request);
    if (response.ok && response.type === "basic") {
      await cache.put(request.url, response.clone());
      await trim(CACHES.assets, MAX_ASSETS);
    }
    return response;
  }

  async function anyPage(event: FetchEvent, url: URL): Promise<Response> {
    try {
      return await fetch(event.request);
    } catch {
      return offlinePage(url.pathname);
    }
  }

  // The searches a seeker ran are theirs too: on a shared phone the next person gets none of them.
  const forgetPersonal = () => Promise.all([caches.delete(CACHES.personal), caches.delete(CACHES.lists)]);

  sw.addEventListener("activate", (event) => {
    const old = (name: string) => name.startsWith(`${CACHES.offline}-`) && name !== OFFLINE;
    event.waitUntil(
      caches
        .keys()
        .then((names) => Promise.all(names.filter(old).map((name) => caches.delete(name))))
        .then(() => sw.clients.claim()),
    );
  });

  /**
   * The page a seeker opened before the worker was there (their first visit): kept as if it had come
   * through the worker. Fetched again, which the browser's HTTP cache may answer.
   */
  async function keepOpened(href: string) {
    const url = new URL(href);
    if (url.origin !== sw.location.origin) return;
    const [name, max]: [string?, number?] =
      JOB_PAGE.test(url.pathname) && url.search === ""
        ? [CACHES.pages, MAX_PAGES]
        : PERSONAL_PAGE.test(url.pathname)
          ? [CACHES.personal, 100]
          : LIST_PAGE.test(url.pathname)
            ? [CACHES.lists, MAX_LISTS]
            : [];
    if (!name || !max || (await (await caches.open(name)).match(url.href))) return;
    const request = new Request(url.href, { credentials: "same-origin" });
    const response = await fetch(request);
    if (page(response)) await keep(name, request, response, max);
  }

  sw.addEventListener("message", (event) => {
    const data = event.data as { type?: string; locale?: string; href?: string; savingData?: boolean } | null;
    if (data?.type === "skip-waiting") void sw.skipWaiting();
    // While data saving is on, nothing is fetched for later: only what passes through is kept.
    else if (data?.type === "opened" && data.locale && data.href && !data.savingData)
      event.waitUntil(
        Promise.all([keepOfflinePage(data.locale), keepOpened(data.href).catch(() => undefined)]),
      );
  });

  sw.addEventListener("fetch", (event) => {
    const { request } = event;
    const url = new URL(request.url);
    if (url.origin !== sw.location.origin) return;
    if (LOG_OUT.test(url.pathname) && request.method !== "GET") {
      // Log out and account deletion: nothing of this seeker stays on the device, whatever the answer.
      event.waitUntil(forgetPersonal());
      return;
    }
    if (request.method !== "GET") return;
    if (url.pathname.startsWith("/_next/static/")) return event.respondWith(asset(request));
    if (request.mode === "navigate") {
      if (url.search === "" && JOB_PAGE.test(url.pathname)) return event.respondWith(jobPage(event, url));
      if (PERSONAL_PAGE.test(url.pathname)) return event.respondWith(networkFirst(event, url, true));
      if (LIST_PAGE.test(url.pathname))
        return event.respondWith(networkFirst(event, url, true, CACHES.lists, MAX_LISTS));
      return event.respondWith(anyPage(event, url));
    }
    if (PERSONAL_DATA.test(url.pathname) && !request.headers.has("rsc"))
      return event.respondWith(networkFirst(event, url, false));
  });
}
