import { createHash, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

import { APP_ICONS } from "./lib/app-icons";
import { contentSecurityPolicy, policySettingsFromEnv, securityHeaders } from "./lib/security/headers";
import { webEnv } from "./lib/web-env";
import { SEARCH_PARAM_KEYS } from "./lib/search-params";
import { FEED_FORMATS } from "./lib/feeds/formats";
import { DEFAULT_LOCALE, PREFIXED_LOCALES } from "./lib/i18n/locales";
import { MAX_PAGE } from "./services/product-api/lib/limits";

// Validated here first, so a wrong variable stops `next build` / `next dev` with its name and why.
const env = webEnv();

// The icon sprite (components/ui/icons.tsx) and the favicon under URLs that change with their
// content, so browsers may keep them for a year: Next sends public files with max-age=0, and the
// favicon was fetched again on every page a seeker opened. Short, since a page names the sprite in
// every icon: six base64url characters, 36 bits of the hash.
const versioned = (file: string) =>
  `/${file}?${createHash("sha256")
    .update(readFileSync(`public/${file}`))
    .digest("base64url")
    .slice(0, 6)}`;
const iconSprite = versioned("icons.svg");
const favicon = versioned("icon.svg");
// The build's version: the service worker names it (app/sw.js/route.ts), so that each build installs a
// new worker and seekers are told a new version is ready. Inlined at build time, so every instance
// running one build agrees.
const appVersion = randomUUID().slice(0, 8);
// The installed app's icons, named by the web manifest (lib/web-manifest.ts).
const appIcons = APP_ICONS.map(({ file }) => versioned(file));
const keptForAYear = ["/icons.svg", "/icon.svg", "/icons/:file"].map((source) => ({
  source,
  headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
}));

// In production the server (scripts/web-server.ts) sends the security headers, with a script policy
// made for each page's inline scripts; `next dev` gets the same headers with a policy relaxed for
// React's dev build and hot reloading.
function devHeaders() {
  if (env.NODE_ENV !== "development") return [];
  const settings = policySettingsFromEnv();
  const headers = [
    ...securityHeaders(settings),
    ["Content-Security-Policy", contentSecurityPolicy(settings)],
  ];
  return [{ source: "/:path*", headers: headers.map(([key, value]) => ({ key, value })) }];
}

// Any search parameter but a page number makes /jobs a search.
const SEARCH_KEYS = SEARCH_PARAM_KEYS.filter((key) => key !== "page");

/** A page number above MAX_PAGE (10,000), leading zeros allowed (next-config.test.ts checks it). */
const PAST_MAX_PAGE = "0*(?:[1-9]\\d{5,}|[2-9]\\d{4}|1[1-9]\\d{3}|10[1-9]\\d{2}|100[1-9]\\d|1000[1-9])";

// The first segments that are not an English page: the other languages, and what app/ serves outside
// app/[locale] (route handlers, the jobs' sitemaps).
const NOT_PAGES = [...PREFIXED_LOCALES, DEFAULT_LOCALE, "api", "_next", "jobs/sitemap"].join("|");
/** A name IndexNow allows for a key (lib/env-fields.ts), then .txt. */
const INDEXNOW_KEY_FILE = "/:key([a-zA-Z0-9-]{8,128}).txt";
const LANGUAGES = [
  { prefix: "", locale: DEFAULT_LOCALE },
  { prefix: `/:locale(${PREFIXED_LOCALES.join("|")})`, locale: ":locale" },
];

// /jobs with a query or a filter is the search page (the address stays /jobs?…); without, page 1 of
// the ISR browse route. Rewrites here rather than in proxy.ts: they cost next to nothing per request,
// a proxy run costs as much as serving a cached page. An empty value (`?country=`, as a GET form sends
// 'Any') does not match `has`.
function jobsRewrites(prefix: string, locale: string) {
  const source = `${prefix}/jobs`;
  return [
    // A search page is rendered per request, and such a render cannot answer 404 with its message in
    // the HTML (components/layout/not-found-response.tsx needs a cached render): a page past the
    // deepest any list has (MAX_PAGE) is the browse route's cached 404, which says the same.
    {
      source,
      has: [{ type: "query" as const, key: "page", value: PAST_MAX_PAGE }],
      destination: `/${locale}/jobs/browse/${MAX_PAGE + 1}`,
    },
    ...SEARCH_KEYS.map((key) => ({
      source,
      has: [{ type: "query" as const, key }],
      destination: `/${locale}/jobs/results`,
    })),
    { source, destination: `/${locale}/jobs/browse/1` },
  ];
}

// A search's feed (/jobs/feed.xml?q=…) is made per request, as its page is: with a search parameter,
// /jobs/feed.{xml,atom,json} goes to the search's feed route; without, it stays the newest jobs' feed,
// regenerated as /jobs is (ISR).
const FEED_FILES = Object.values(FEED_FORMATS).map(({ file }) => file.replace(".", "\\."));
function feedRewrites(prefix: string, locale: string) {
  return SEARCH_KEYS.map((key) => ({
    source: `${prefix}/jobs/:file(${FEED_FILES.join("|")})`,
    has: [{ type: "query" as const, key }],
    destination: `/${locale}/jobs/results/:file`,
  }));
}

const nextConfig: NextConfig = {
  // Lets parallel builds (tests, benchmarks) use separate output folders.
  distDir: env.NEXT_DIST_DIR,
  // .next/standalone: the server with only the files it needs (scripts/standalone.mjs adds ours).
  output: "standalone",
  poweredByHeader: false,
  async headers() {
    return [...keptForAYear, ...devHeaders()];
  },
  // scripts/web-server.ts compresses, after it has hashed the page's inline scripts.
  compress: false,
  reactStrictMode: true,
  // A profiling aid: BROWSER_SOURCE_MAPS=1 at build time names the source of each function in a
  // Chrome profile of the phone's main thread (README "Measuring").
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === "1",
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pg-boss", "oidc-provider", "@node-rs/argon2"],
  // tsc and eslint run in `npm test`; the build need not do them twice.
  typescript: { ignoreBuildErrors: true },
  // Cached pages, data and tags: shared by every web instance in Redis when REDIS_URL is set where
  // the server runs (lib/cache/redis-cache-handler.mjs), else Next's own cache, in memory (an LRU of
  // cacheMaxMemorySize, 50 MB by default) and not written to disk: search pages are keyed by what
  // visitors type, so on disk they would grow without bound. Pages are rendered again after a restart.
  cacheHandler: require.resolve("./lib/cache/redis-cache-handler.mjs"),
  experimental: {
    isrFlushToDisk: false,
    // Turbopack's build cache (147 MB) makes the next build faster. `npm test` builds into a folder
    // it emptied, so it turns the cache off there (scripts/test.mjs): writing it cost ~17 s of CPU.
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== "off",
    // Not turbopackChunking.generateComponentChunks: it spares the first search after /jobs ~9 KB of
    // scripts /jobs already had (Turbopack puts the same components in each route's chunk), but every
    // page then names ~2x the chunk files in its payload: +1 KB gzip on each page view (measured).
  },
  // English keeps its addresses without a prefix: /en/… answers with a permanent redirect to them.
  async redirects() {
    return [
      { source: `/${DEFAULT_LOCALE}`, destination: "/", permanent: true },
      { source: `/${DEFAULT_LOCALE}/:path*`, destination: "/:path*", permanent: true },
    ];
  },
  async rewrites() {
    return {
      beforeFiles: LANGUAGES.flatMap(({ prefix, locale }) => [
        ...jobsRewrites(prefix, locale),
        ...feedRewrites(prefix, locale),
      ]),
      // Every page lives under app/[locale]; an English address is served by its /en/… route. After
      // the files, so /api, /_next, public files and the metadata routes are found first.
      afterFiles: [
        // IndexNow's key file at the root, /{INDEXNOW_KEY}.txt: its name is only known at run time.
        { source: INDEXNOW_KEY_FILE, destination: "/api/indexnow-key/:key" },
        { source: "/", destination: `/${DEFAULT_LOCALE}` },
        { source: `/:path((?!(?:${NOT_PAGES})(?:/|$)).*)`, destination: `/${DEFAULT_LOCALE}/:path` },
      ],
      // An address no page has, in any language: the browse route's cached 404 in that language, whose
      // message is in the HTML (a notFound() rendered per request would leave it empty; see
      // components/layout/not-found-response.tsx). Cached once per language, whatever was asked.
      fallback: [
        {
          source: `/:locale(${[DEFAULT_LOCALE, ...PREFIXED_LOCALES].join("|")})/:path*`,
          destination: `/:locale/jobs/browse/${MAX_PAGE + 1}`,
        },
      ],
    };
  },
  // Site identity is baked into the build so client components can use it.
  env: {
    NEXT_PUBLIC_SITE_NAME: env.SITE_NAME,
    NEXT_PUBLIC_CONTACT_EMAIL: env.CONTACT_EMAIL,
    NEXT_PUBLIC_SITE_URL: env.siteUrl,
    NEXT_PUBLIC_ICON_SPRITE: iconSprite,
    NEXT_PUBLIC_FAVICON: favicon,
    NEXT_PUBLIC_APP_VERSION: appVersion,
    NEXT_PUBLIC_APP_ICONS: appIcons.join(" "),
  },
};

// Messages are compiled at build time, so pages ship a small formatter instead of an ICU parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

export default withNextIntl(nextConfig);
