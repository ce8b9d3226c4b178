import { resolve } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { headlessShell } from "../e2e/browsers";

// The cluster test (cluster.spec.ts), run by `npm test` after the browser tests, on their build:
// `npx playwright test -c cluster/playwright.config.ts`. HTTP requests, and Chromium where only a
// browser shows what a visitor reads (error pages are drawn by the client).
const results = resolve(__dirname, "..", "test-results");
const slot = process.env.E2E_SLOT ? `-${process.env.E2E_SLOT}` : "";

export default defineConfig({
  testDir: ".",
  testMatch: "cluster.spec.ts",
  outputDir: `${results}/cluster-artifacts${slot}`,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  use: {
    ...devices["Desktop Chrome"],
    launchOptions: headlessShell,
  },
  reporter: [["list"], ["json", { outputFile: `${results}/cluster${slot}.json` }]],
});
