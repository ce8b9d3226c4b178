import type { KnipConfig } from "knip";

// `npx knip` (a step of `npm test`): files, exports and dependencies nothing uses. Knip's own plugins
// find Next's App Router files (app/**, proxy.ts, instrumentation-client.ts, next.config.ts), the Jest
// tests and setup, the Playwright configs and specs, ESLint, Prettier and PostCSS; the entries below
// are what they cannot know about.
const config: KnipConfig = {
  entry: [
    // Started by path from scripts (the services' server.ts and the seed CLI are found through
    // package.json and the Playwright configs' webServer commands).
    "scripts/*.{mjs,ts}",
    "scripts/bench/postgres.ts",
    // The bench's node:http ceiling, a process of its own.
    "scripts/bench/ceiling.mjs",
    // The soak, loaded by scripts/bench.mjs through tsx's tsImport (TypeScript from plain node).
    "scripts/bench/soak.ts",
    "scripts/bench/soak-report.ts",
    "services/product-api/server.ts",
    "services/identity/server.ts",
    "services/identity/testing/server.ts",
    // next.config.ts names it through require.resolve, which knip does not follow.
    "lib/cache/redis-cache-handler.mjs",
    // next-intl's request configuration, named to its plugin in next.config.ts.
    "lib/i18n/request.ts",
    // Run by hand (npx tsx …): where search time goes, per query shape.
    "services/product-api/search/timings.ts",
    // The judged relevance set's figures, run by the bench (npx tsx …).
    "services/product-api/search/relevance/report.ts",
    // The cluster test: its own Playwright config, started by scripts/test.mjs.
    "cluster/playwright.config.ts",
    "cluster/*.spec.ts",
  ],
  project: ["**/*.{ts,tsx,mjs,css}"],
  // Installed with jest-environment-jsdom and @tailwindcss/postcss, which they belong to.
  ignoreDependencies: ["jsdom", "postcss"],
  // A type exported beside the function that uses it is part of that function's signature.
  ignoreExportsUsedInFile: { interface: true, type: true },
};

export default config;
