import { defineConfig, devices } from "@playwright/test";
import { headlessShell } from "./e2e/browsers";
import { dirs, ports } from "./e2e/slot";

// Browser tests run against a production build (`.next-e2e`, made by `npm test`) with the real
// embedded identity provider and the real product API, in its own process as `npm start` runs it, on a
// fresh PGlite database. The tests always start their own API, whatever PRODUCT_API_URL says.
const { web: WEB, broken: BROKEN, api: API, idp: IDP, smtp: SMTP, phone: PHONE } = ports; // BROKEN: same build, API on a closed port

const common = {
  NEXT_DIST_DIR: dirs.dist,
  NEXT_TELEMETRY_DISABLED: "1",
  NEXTAUTH_SECRET: "e2e-only-session-secret-0123456789abcdef",
  AUTH_ISSUER: `http://localhost:${IDP}`,
  // The provider and the web app have data folders of their own: neither may make its own secret.
  AUTH_CLIENT_SECRET: "e2e-only-client-secret-0123456789abcdef",
};
const REVALIDATE_SECRET = "e2e-only-revalidate-secret-0123456789abcdef";
/**
 * Specs that change nothing another spec reads (they may sign the demo seeker in). jobs.spec.ts,
 * filters.spec.ts and site.spec.ts only read too, but compare the pages with the API's counts and
 * open jobs, which the journeys change: they run among the journeys. So do data-budget.spec.ts,
 * guest-header.spec.ts and installable.spec.ts, which only read, to even out the two lanes
 * (every-page.spec.ts makes the views' the longer one: 373 s against 339 in a fresh clone's run).
 */
const VIEWS = [
  "**/accessibility.spec.ts",
  "**/csp.spec.ts",
  "**/every-page.spec.ts",
  "**/feeds.spec.ts",
  "**/job-detail.spec.ts",
  "**/languages.spec.ts",
  "**/no-js.spec.ts",
  "**/observatory.spec.ts",
  "**/operations.spec.ts",
  "**/page-words.spec.ts",
];

export default defineConfig({
  testDir: "e2e",
  // Not test-results/ itself: Playwright empties its outputDir, and the Jest report lives there too.
  outputDir: `test-results/playwright-artifacts${process.env.E2E_SLOT ? `-${process.env.E2E_SLOT}` : ""}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two lanes, one spec at a time in each: the specs that only read (the views) beside the journeys
  // that write (jobs posted and reported, the demo seeker's saved jobs and alerts), which must not
  // run beside each other. A spec that writes goes in journeys.
  workers: 2,
  projects: [
    { name: "views", testMatch: VIEWS, workers: 1 },
    { name: "journeys", testIgnore: VIEWS, workers: 1 },
  ],
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: `http://localhost:${WEB}`,
    // A failed test keeps its trace: actions, network and DOM snapshots, without the screencast,
    // which cost about a sixth of the run's CPU (measured on three specs: 145-165 → 120-132 CPU s).
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    // The headless shell, but for the specs that need the full browser (e2e/browsers.ts).
    launchOptions: headlessShell,
  },
  webServer: [
    {
      // With the employer/moderator machine client: e2e/alerts.spec.ts posts a job and runs a digest pass.
      command: `rm -rf ${dirs.data}/identity && node --import tsx services/identity/testing/server.ts`,
      url: `http://localhost:${IDP}/.well-known/openid-configuration`,
      env: {
        IDENTITY_PORT: String(IDP),
        DATA_DIR: `${dirs.data}/identity`,
        AUTH_CLIENT_SECRET: common.AUTH_CLIENT_SECRET,
        SITE_URL: `http://localhost:${WEB}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `rm -rf ${dirs.data}/api && node --import tsx services/product-api/server.ts`,
      url: `http://127.0.0.1:${API}/api/v1/jobs?pageSize=1`,
      env: {
        AUTH_ISSUER: common.AUTH_ISSUER,
        HOST: "127.0.0.1",
        PORT: String(API),
        DATA_DIR: `${dirs.data}/api`,
        DATABASE_URL: "", // PGlite under DATA_DIR, even when the shell names a PostgreSQL server
        REVALIDATE_URL: `http://127.0.0.1:${WEB}/api/revalidate`,
        REVALIDATE_SECRET,
        // Job-alert mail goes to the test SMTP server of e2e/alerts.spec.ts, with links to the web app.
        SMTP_URL: `smtp://127.0.0.1:${SMTP}`,
        SITE_URL: `http://localhost:${WEB}`,
        // WhatsApp and SMS go to the stand-in of e2e/phone.spec.ts (nothing listens there otherwise).
        WHATSAPP_API_URL: `http://127.0.0.1:${PHONE}`,
        WHATSAPP_PHONE_NUMBER_ID: "e2e-phone-number-id",
        WHATSAPP_ACCESS_TOKEN: "e2e-whatsapp-token",
        AT_API_URL: `http://127.0.0.1:${PHONE}`,
        AT_USERNAME: "sandbox",
        AT_API_KEY: "e2e-africastalking-key",
        AT_WEBHOOK_SECRET: "e2e-only-africastalking-webhook-secret",
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // No database here: the web app reads and writes through the API process.
      // As `npm start` serves it: the web server that adds the security headers (scripts/web-server.ts).
      command: `node --import tsx scripts/web-server.ts`,
      url: `http://localhost:${WEB}/api/v1/jobs?pageSize=1`,
      env: {
        ...common,
        PORT: String(WEB),
        DATA_DIR: `${dirs.data}/web`,
        SITE_URL: `http://localhost:${WEB}`,
        NEXTAUTH_URL: `http://localhost:${WEB}`,
        PRODUCT_API_URL: `http://127.0.0.1:${API}`,
        REVALIDATE_SECRET,
        // Served at /{key}.txt (e2e/indexnow-key.spec.ts). Not on the API: it would notify IndexNow.
        INDEXNOW_KEY: "kazi-e2e-indexnow-key",
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // Its own copy of the build, so the two servers never share an ISR/data cache.
      command: `rm -rf ${dirs.dist}-broken && cp -r ${dirs.dist} ${dirs.dist}-broken && node --import tsx scripts/web-server.ts`,
      url: `http://localhost:${BROKEN}/about`,
      env: {
        ...common,
        NEXT_DIST_DIR: `${dirs.dist}-broken`,
        PORT: String(BROKEN),
        DATA_DIR: `${dirs.data}/broken`,
        SITE_URL: `http://localhost:${BROKEN}`,
        NEXTAUTH_URL: `http://localhost:${BROKEN}`,
        PRODUCT_API_URL: "http://127.0.0.1:9",
        PRODUCT_API_TIMEOUT_MS: "3000",
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
