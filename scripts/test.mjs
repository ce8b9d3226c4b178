// `npm test`: lint, format check, type-check, unused code (knip), unit + API tests (Jest, on PGlite
// and a throwaway PostgreSQL), then a production build, the browser tests (Playwright, Chromium) and
// the cluster test on the same build (cluster/: two web and two API instances behind nginx,
// PostgreSQL, Redis, S3, under faults) and a short round of the crash test (cluster/crash/).
// Every step runs; the last line sums up the tests.
import { mkdirSync, readFileSync, existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { tsImport } from "tsx/esm/api";
import { bin, markBuilt, root, runToEnd } from "./lib.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const results = join(root, "test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const failures = [];

/**
 * Runs one step. `buffered`: its output is held and printed in one piece when it ends, for a step
 * that runs beside another whose output streams.
 */
async function step(name, cmd, args, env = {}, { buffered = false } = {}) {
  const started = Date.now();
  if (!buffered) console.log(`\n▶ ${name}`);
  let output = "";
  const code = await runToEnd(cmd, args, {
    env,
    ...(buffered && { stdio: ["ignore", "pipe", "pipe"], onOutput: (chunk) => (output += chunk) }),
  });
  if (buffered) process.stdout.write(`\n▶ ${name}\n${output}`);
  console.log(`${code === 0 ? "✔" : "✘"} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (code !== 0) failures.push(name);
  return code;
}

/**
 * The project's own data folder (what `npm start` and `npm run dev` use): each entry's path, size and
 * time. The tests keep to folders of their own; one that wrote here once left `npm start` a database
 * it could not open.
 */
function ownDataFolder() {
  const dir = join(root, ".data");
  if (!existsSync(dir)) return new Map();
  const entries = readdirSync(dir, { recursive: true }).map((path) => {
    const stat = statSync(join(dir, path), { throwIfNoEntry: false });
    return [String(path), stat ? `${stat.size} ${stat.mtimeMs}` : "gone"];
  });
  return new Map(entries);
}
const dataBefore = ownDataFolder();

for (const dir of [
  ".next-e2e",
  ".next-e2e-broken",
  ".next-e2e-cluster-a",
  ".next-e2e-cluster-b",
  ".data-e2e",
])
  rmSync(join(root, dir), { recursive: true, force: true });

// One fresh PGlite cluster that every new PGlite database of the run unpacks instead of running
// initdb: Jest's and the browser tests' servers' (services/pglite-template.ts).
const { makePgliteTemplate } = await tsImport("../services/testing/pglite-template.ts", import.meta.url);
const removePgliteTemplate = await makePgliteTemplate();

// Two lanes on a 2-core machine: Jest (two workers) streams its output, while the static checks and
// then the production build run beside it, one after another (tsc reads the types the build writes
// into .next-e2e, so never during it). The browser tests need the build and run after both lanes.
const jest = step(
  "unit and API tests (Jest)",
  bin("jest"),
  ["--maxWorkers=2", "--json", `--outputFile=${results}/jest.json`],
  { NODE_OPTIONS: "--experimental-vm-modules" },
);
const buffered = { buffered: true };
async function checksThenBuild() {
  await step("lint", bin("eslint"), ["."], {}, buffered);
  await step("format", bin("prettier"), ["--check", "."], {}, buffered);
  await step("type-check", bin("tsc"), ["--noEmit"], {}, buffered);
  // Files, exports and dependencies nothing uses (knip.ts says where the entry points are).
  await step("unused code", bin("knip"), ["--no-progress"], {}, buffered);
  // SITE_URL: the browser tests' origin. No build cache: the folder is new each run (next.config.ts).
  const env = { NEXT_DIST_DIR: ".next-e2e", SITE_URL: "http://localhost:3300", NEXT_BUILD_CACHE: "off" };
  const code = await step("production build", bin("next"), ["build"], env, buffered);
  if (code === 0) markBuilt(".next-e2e", { SITE_URL: env.SITE_URL });
  return code;
}
const [built] = await Promise.all([checksThenBuild(), jest]);
if (built === 0) {
  await step("browser tests (Playwright)", bin("playwright"), ["test"]);
  // After the browser tests: its balancer takes their web port, the one the build's SITE_URL names.
  await step("cluster test (2 web + 2 API instances behind nginx)", bin("playwright"), [
    "test",
    "-c",
    "cluster/playwright.config.ts",
  ]);
  // A short round of the crash test (npm run test:crash runs 20 kills): the product API SIGKILLed
  // twice on PGlite (once with the web server) and once on PostgreSQL, in a stream of writes.
  await step("crash test (3 SIGKILLs: 2 on PGlite, 1 on PostgreSQL)", "node", [
    "--import",
    "tsx",
    "cluster/crash/crash.ts",
    "--kills",
    "3",
  ]);
}

removePgliteTemplate();

const dataAfter = ownDataFolder();
const touched = [...new Set([...dataBefore.keys(), ...dataAfter.keys()])].filter(
  (path) => dataBefore.get(path) !== dataAfter.get(path),
);
if (touched.length) {
  console.log(`\n✘ the tests wrote to the project's .data: ${touched.slice(0, 10).join(", ")}`);
  failures.push("the project's .data left alone");
}

let passed = 0;
let failed = 0;
const jestReport = join(results, "jest.json");
if (existsSync(jestReport)) {
  const r = JSON.parse(readFileSync(jestReport, "utf8"));
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
// Each kill of the crash test counts as a test: it passes when nothing acknowledged was lost.
const crash = join(results, "crash.json");
if (existsSync(crash))
  for (const r of JSON.parse(readFileSync(crash, "utf8")).rounds) {
    if (r.found === r.acked && r.rowsWithoutFile === 0 && r.filesWithoutRow === 0) passed++;
    else failed++;
  }
if (failures.length) console.log(`\nFailed steps: ${failures.join(", ")}`);
if (failures.length && failed === 0) failed = failures.length;
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
