/// <reference lib="webworker" />
// The service worker, served as /sw.js (app/sw.js/route.ts writes `(${serviceWorker})(self, config)`).
// Its body is sent as the browser reads it, so it refers to nothing outside itself: no imports, no
// module constants. It keeps what the seeker opened, and no more:
// - scripts and styles the pages used (immutable, named by their content): from the cache first;
// - the job pages they opened: stale-while-revalidate, the last 50, for 14 days;
// - the home page, the jobs list and the searches they ran: network first, the last 20, for offline;
// - their profile, Saved Jobs and Applications pages and the data those pages read: network first,
//   kept for offline, and dropped at log out and account deletion (a signed-out visitor gets none kept);
// - on a shared phone, nothing of one person for the next: every copy is kept for the person signed in
//   (an opaque id, never an e-mail or name), learnt from the session answer each page asks for. When
//   that answer names someone else, or nobody (a session that ended elsewhere or expired), or the
//   session's end has passed, everything kept for the last person is dropped, and a copy kept for
//   someone else is never answered;
// - the offline page of each language they read in, for any other page opened without a connection.
// A copy shown from the cache carries <meta name="kazi-kept-at">, from which the page says since when.
// Nothing else is fetched ahead: only the offline page of the language read (and what it needs), and
// the first page opened (often from the HTTP cache); neither while data saving is on.

import type { PushPayload } from "../../services/product-api/notify/push-channel";
import type { WORKER_CACHES } from "./caches";

export interface WorkerConfig {
  /** Changes with every build, so that a new build installs a new worker (and is announced). */
  version: string;
  /** The offline page of each language: { en: "/offline", fr: "/fr/offline", … }. */
  offline: Record<string, string>;
  caches: typeof WORKER_CACHES;
  /** The name of the <meta> a page answered from the cache carries. */
  keptAtMeta: string;
  /** Who is signed in, in the owner cache, and the header naming whom a kept copy is for (lib/pwa/caches.ts). */
  owner: { record: string; header: string };
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
  const SESSION = "/api/auth/session";
  const OWNER = config.owner.header;

  const localeOf = (path: string) =>
    prefixes.find((p) => path === `/${p}` || path.startsWith(`/${p}/`)) ?? "en";

  /** A response to keep: the body read once, with the time it was seen and the page's title. */
  async function keepable(response: Response, owner: string): Promise<Response | null> {
    const body = await response.text();
    // A signed-out visitor's session is "{}": there is nothing of theirs to keep.
    if (/^\s*(?:\{\s*\}|null)?\s*$/.test(body)) return null;
    const headers = new Headers(response.headers);
    // The body is kept decoded, whole: how it came over the network no longer describes it.
    for (const name of ["content-encoding", "content-length", "transfer-encoding"]) headers.delete(name);
    headers.set(KEPT_AT, String(Date.now()));
    headers.set(OWNER, owner);
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

  /**
   * Keeps `response` for `owner`, who was signed in when it was asked for: not if someone else is by
   * the time it has come (it may be theirs, or the last person's).
   */
  async function keep(name: string, request: Request, response: Response, max: number, owner: string) {
    const cache = await caches.open(name);
    await cache.delete(request.url);
    const kept = await keepable(response, owner);
    if (!kept || (await knownOwner()) !== owner) return;
    await cache.put(request.url, kept);
    await trim(name, max);
  }

  /** A kept copy, if it was kept for the person signed in now. */
  async function keptFor(name: string, url: string, owner: Promise<string>): Promise<Response | undefined> {
    const [kept, id] = await Promise.all([caches.open(name).then((cache) => cache.match(url)), owner]);
    return kept && (kept.headers.get(OWNER) ?? "") === id ? kept : undefined;
  }

  type Owner = { id: string; expires: number };
  const ownerRecord = async (): Promise<Owner> => {
    const kept = await (await caches.open(CACHES.owner)).match(config.owner.record);
    return kept ? ((await kept.json()) as Owner) : { id: "", expires: 0 };
  };

  /** Who is signed in, as far as the worker knows: nobody ("") once their session's end has passed. */
  async function knownOwner(): Promise<string> {
    const { id, expires } = await ownerRecord();
    if (!id || !expires || expires > Date.now()) return id;
    await changeOwner("", 0);
    return "";
  }

  /** Someone else (or nobody) is signed in now: what was kept for the last person goes. */
  async function changeOwner(id: string, expires: number) {
    const was = (await ownerRecord()).id;
    // The record first, so that an answer still on its way for the last person is not kept after the drop.
    await (await caches.open(CACHES.owner)).put(config.owner.record, Response.json({ id, expires }));
    if (was !== id) await forgetPersonal();
  }

  /** An opaque id for the account's subject: the same for the same person, and says nothing of them. */
  async function ownerId(subject: string): Promise<string> {
    const text = new TextEncoder().encode(`${sw.location.origin} ${subject}`);
    const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", text));
    return Array.from(hash.slice(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("");
  }

  /**
   * Whom a page kept in `name` belongs to: whoever the worker knows is signed in. A personal page
   * (Saved Jobs, Applications, Profile) only ever answers someone signed in: a worker that does not
   * know who yet (it took control after the page had read the session) asks the session, rather than
   * keep the page for nobody and drop it when it learns.
   */
  async function pageOwner(name: string, owner: Promise<string>): Promise<string> {
    const id = await owner;
    if (id || name !== CACHES.personal) return id;
    const session = await fetch(SESSION, { credentials: "same-origin" }).catch(() => undefined);
    return session?.ok ? learnOwner(session) : "";
  }

  /** Learns who is signed in from the session's answer (`{}` or an ended session: nobody); returns the id. */
  async function learnOwner(response: Response): Promise<string> {
    const session = (await response.json().catch(() => null)) as {
      user?: { id?: string };
      expires?: string;
      error?: string;
    } | null;
    const subject = session && !session.error ? session.user?.id : undefined;
    const id = subject ? await ownerId(subject) : "";
    await changeOwner(id, id ? Date.parse(session?.expires ?? "") || 0 : 0);
    return id;
  }

  async function offlinePage(path: string): Promise<Response> {
    // A session whose end has passed drops what was kept for it before the page lists what is kept.
    await knownOwner();
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
    const owner = knownOwner();
    const kept = await keptFor(CACHES.pages, url.href, owner);
    const network = fetch(event.request).then(async (response) => {
      if (page(response)) await keep(CACHES.pages, event.request, response.clone(), MAX_PAGES, await owner);
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
    const owner = knownOwner();
    try {
      const response = await fetch(event.request);
      if (isPage ? page(response) : response.ok && !response.redirected) {
        // The session's answer says who is signed in: learnt before the page reads it, so that what the
        // page asks for next is kept for the right person.
        const learnt = url.pathname === SESSION ? await learnOwner(response.clone()) : undefined;
        const copy = response.clone();
        const id = learnt ?? (isPage ? pageOwner(name, owner) : owner);
        event.waitUntil(Promise.resolve(id).then((kept) => keep(name, event.request, copy, max, kept)));
      }
      return response;
    } catch (error) {
      const kept = await keptFor(name, url.href, owner);
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

  // The searches a seeker ran and the jobs they opened are theirs too: on a shared phone the next
  // person gets none of them.
  const forgetPersonal = () =>
    Promise.all([CACHES.personal, CACHES.lists, CACHES.pages].map((name) => caches.delete(name)));

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
    const owner = knownOwner();
    if (!name || !max || (await keptFor(name, url.href, owner))) return;
    const request = new Request(url.href, { credentials: "same-origin" });
    const response = await fetch(request);
    if (!page(response)) return;
    await keep(name, request, response, max, await pageOwner(name, owner));
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
      // Log out and account deletion: nothing of this seeker stays on the device, whatever the answer,
      // nor their push subscription (the next person on a shared phone must not get their messages;
      // the push service then answers 410 and the server forgets it too).
      event.waitUntil(Promise.all([changeOwner("", 0).then(forgetPersonal), stopPush()]));
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

  // Web Push (services/product-api/notify/push-channel.ts): the server sends the words already in
  // the seeker's language, the page to open and the one-tap off link; a second push of the same
  // event (a retry) replaces its notification rather than adding one (the tag).
  async function stopPush() {
    const subscription = await sw.registration.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  }

  /** Only pages of this site are opened from a notification. */
  const ownPage = (href: unknown) => {
    try {
      const url = new URL(String(href), sw.location.origin);
      return url.origin === sw.location.origin ? url.href : sw.location.origin + "/";
    } catch {
      return sw.location.origin + "/";
    }
  };

  sw.addEventListener("push", (event) => {
    let push: PushPayload;
    try {
      push = event.data?.json() as PushPayload;
    } catch {
      return;
    }
    if (!push?.title) return;
    event.waitUntil(
      sw.registration.showNotification(push.title, {
        body: push.body,
        tag: push.tag,
        lang: push.lang,
        dir: push.dir,
        icon: "/icons/icon-192.png",
        data: { url: ownPage(push.url), offUrl: ownPage(push.offUrl) },
        actions: push.offLabel ? [{ action: "off", title: push.offLabel }] : [],
      } as NotificationOptions),
    );
  });

  sw.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const data = event.notification.data as { url: string; offUrl: string };
    const target = event.action === "off" ? data.offUrl : data.url;
    event.waitUntil(
      (async () => {
        const windows = await sw.clients.matchAll({ type: "window", includeUncontrolled: true });
        const open = windows.find((w) => w.url === target);
        if (open) return open.focus();
        return sw.clients.openWindow(target);
      })(),
    );
  });
}
