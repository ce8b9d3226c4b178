// `npm test`: lint, format check, type-check, unused code (knip), unit + API tests (Jest, on PGlite
// and a throwaway PostgreSQL), then a production build, the browser tests (Playwright, Chromium) and
// the cluster test on the same build (cluster/: two web and two API instances behind nginx,
// PostgreSQL, Redis, S3, under faults).
// Every step runs; the last line sums up the tests.
import { mkdirSync, readFileSync, existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { bin, markBuilt, root, runToEnd } from "./lib.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const results = join(root, "test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const failures = [];

async function step(name, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const code = await runToEnd(cmd, args, { env });
  console.log(`${code === 0 ? "✔" : "✘"} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (code !== 0) failures.push(name);
  return code;
}

await step("lint", bin("eslint"), ["."]);
await step("format", bin("prettier"), ["--check", "."]);
await step("type-check", bin("tsc"), ["--noEmit"]);
// Files, exports and dependencies nothing uses (knip.ts says where the entry points are).
await step("unused code", bin("knip"), ["--no-progress"]);
await step("unit and API tests (Jest)", bin("jest"), ["--json", `--outputFile=${results}/jest.json`], {
  NODE_OPTIONS: "--experimental-vm-modules",
});
for (const dir of [
  ".next-e2e",
  ".next-e2e-broken",
  ".next-e2e-cluster-a",
  ".next-e2e-cluster-b",
  ".data-e2e",
])
  rmSync(join(root, dir), { recursive: true, force: true });
const built = await step("production build", bin("next"), ["build"], {
  NEXT_DIST_DIR: ".next-e2e",
  SITE_URL: "http://localhost:3300", // the browser tests' origin (playwright.config.ts)
});
if (built === 0) {
  markBuilt(".next-e2e", { SITE_URL: "http://localhost:3300" });
  await step("browser tests (Playwright)", bin("playwright"), ["test"]);
  // After the browser tests: its balancer takes their web port, the one the build's SITE_URL names.
  await step("cluster test (2 web + 2 API instances behind nginx)", bin("playwright"), [
    "test",
    "-c",
    "cluster/playwright.config.ts",
  ]);
}

let passed = 0;
let failed = 0;
const jest = join(results, "jest.json");
if (existsSync(jest)) {
  const r = JSON.parse(readFileSync(jest, "utf8"));
  passed += r.numPassedTests;
  failed += r.numFailedTests + r.numRuntimeErrorTestSuites;
}
for (const report of ["playwright.json", "cluster.json"]) {
  const pw = join(results, report);
  if (!existsSync(pw)) continue;
  const s = JSON.parse(readFileSync(pw, "utf8")).stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
}
if (failures.length) console.log(`\nFailed steps: ${failures.join(", ")}`);
if (failures.length && failed === 0) failed = failures.length;
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
