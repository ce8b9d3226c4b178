import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// Two projects: React components in jsdom, everything else (lib, product API, identity) in node.
const common = {
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testPathIgnorePatterns: ["/node_modules/", "/e2e/", "/.next"],
  // Standalone builds hold a copy of package.json (and of some sources).
  modulePathIgnorePatterns: ["<rootDir>/.next"],
};

const node = await createJestConfig({
  ...common,
  displayName: "node",
  testEnvironment: "node",
  testMatch: ["**/*.test.ts"],
  // One PostgreSQL server and one fresh PGlite cluster to copy, for the whole run.
  globalSetup: "<rootDir>/services/testing/jest-global-setup.ts",
  globalTeardown: "<rootDir>/services/testing/jest-global-teardown.ts",
})();
const dom = await createJestConfig({
  ...common,
  displayName: "dom",
  testEnvironment: "jsdom",
  testMatch: ["**/*.test.tsx"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
})();

const esmPackages = [
  "jose",
  "oidc-provider",
  "hono",
  "@hono",
  "koa",
  "nanoid",
  "quick-lru",
  "pg-boss",
  "serialize-error",
  "non-error",
  "rrule-temporal",
  "temporal-spec",
  "next-intl",
  "use-intl",
  "icu-minify",
  "@formatjs",
  "intl-messageformat",
].join("|");
for (const project of [node, dom]) {
  project.transformIgnorePatterns = [
    `/node_modules/(?!(${esmPackages})/)`,
    "^.+\\.module\\.(css|sass|scss)$",
  ];
}

const config = { projects: [node, dom], testTimeout: 30000 };
export default config;
