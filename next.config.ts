import type { NextConfig } from "next";

/**
 * Query parameters that make /jobs a search: lib/job-search's SEARCH_PARAM_KEYS but "page" (a page
 * number alone is browse mode). Listed rather than imported, so the config loader never compiles
 * app modules and their path aliases; lib/job-search.test.ts checks that the two agree.
 */
const SEARCH_REWRITE_KEYS = [
  "q",
  "country",
  "city",
  "type",
  "remote",
  "level",
  "category",
  "salary",
  "posted",
  "sort",
];

const nextConfig: NextConfig = {
  // Lets parallel builds (tests, benchmarks) use separate output folders.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "oidc-provider", "@node-rs/argon2"],
  // tsc and eslint run in `npm test`; the build need not do them twice.
  typescript: { ignoreBuildErrors: true },
  // Site identity is baked into the build so client components can use it.
  // /jobs is page 1 of the ISR browse route, and /jobs with a query or any filter the search page
  // (the query string is kept). An empty parameter (`?country=`, as a GET form sends 'Any') does
  // not match `has`. Rewrites here rather than in proxy.ts: they cost nothing per request, the
  // proxy doubles the cost of a cached page.
  async rewrites() {
    return {
      beforeFiles: [
        ...SEARCH_REWRITE_KEYS.map((key) => ({
          source: "/jobs",
          has: [{ type: "query" as const, key }],
          destination: "/jobs/search",
        })),
        { source: "/jobs", destination: "/jobs/browse/1" },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  env: {
    NEXT_PUBLIC_SITE_NAME: process.env.SITE_NAME || "Kazi",
    NEXT_PUBLIC_CONTACT_EMAIL: process.env.CONTACT_EMAIL || "hello@kazi.africa",
    NEXT_PUBLIC_SITE_URL: process.env.SITE_URL || "http://localhost:3000",
  },
};

export default nextConfig;
