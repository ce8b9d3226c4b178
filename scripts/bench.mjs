// `npm run bench -- --jobs 100000 [--db postgres]`: serves the production build over a database seeded
// with N jobs, as `npm start` runs it (web app and product API in their own processes, the identity
// provider inside the API with PGlite, in its own with PostgreSQL), and measures req/s and p50/p99 latency of the public pages against /about (a static
// page: the ceiling of what this machine serves), of searches no one has made before (page and API),
// of the cached job page while such searches storm the site, and the memory all of it takes: at its
// peak, and `--idle` seconds (30) after the last row.
// `--web-instances N`: N web instances behind nginx sharing Next's cache in Redis (compare 1 with 2).
// `--bytes`: instead of the load, what a phone downloads through the journeys of the data budget
// (scripts/bench/bytes.mjs), in Chromium.
// `--phone`: instead of the load, Lighthouse mobile and INP over a bare Next page and the public pages
// in three languages (scripts/bench/phone.mjs); `--rounds` runs a page; `--pages /,/fr` measures only
// those (and the floor).
// `--search-quality`: only the judged relevance set's figures (NDCG@10, MRR, zero-result rate by
// language and kind), which every load run also prints after its table.
// `--profile`: CPU profiles of the web app and the API during the first round of the never-seen search
// page row, written to bench-profiles/ and summed up after the table.
// `--soak <seconds>`: instead of the rows, a steady mixed load for that long over 100,000 jobs unless
// --jobs says otherwise (scripts/bench/soak.ts), with RSS, requests, errors and p50/p99 every
// `--soak-interval` seconds (60), a verdict against the targets and bench-soak/<time>.json.
// `--port N`: the site's port (3400); the product API, the provider and the rest take the next ones.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { run, stopAll } from "./lib.mjs";
import { inRounds, load } from "./bench/measure.mjs";
import { memorySampler, postmasterPid } from "./bench/memory.mjs";
import { printReport, rowsFor } from "./bench/report.mjs";
import { profiling, summarizeProfile } from "./bench/profile.mjs";
import { nextApiSearch, nextPageSearch } from "./bench/searches.mjs";
import { startKazi } from "./bench/servers.mjs";
import { pageWeight, printWeights } from "./bench/weights.mjs";
import { measureBytes, printBytes } from "./bench/bytes.mjs";
import { startFloor } from "./bench/floor.mjs";
import { measurePhone } from "./bench/phone.mjs";

const CEILING_PORT_OFFSET = 4;

const { values } = parseArgs({
  options: {
    jobs: { type: "string" },
    db: { type: "string", default: "pglite" },
    duration: { type: "string", default: "5" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string" },
    query: { type: "string", default: "software engineer" },
    "web-instances": { type: "string" },
    profile: { type: "boolean", default: false },
    bytes: { type: "boolean", default: false },
    phone: { type: "boolean", default: false },
    pages: { type: "string" },
    "search-quality": { type: "boolean", default: false },
    idle: { type: "string", default: "30" },
    soak: { type: "string" },
    "soak-interval": { type: "string", default: "60" },
    port: { type: "string", default: "3400" },
  },
});
const soakSeconds = values.soak === undefined ? undefined : Number(values.soak);
const soakInterval = Number(values["soak-interval"]);
const port = Number(values.port);
const webInstances = values["web-instances"] === undefined ? undefined : Number(values["web-instances"]);
const jobs = Number(values.jobs ?? (soakSeconds ? 100_000 : 300));
// The soak's visitors each wait for their last answer: fewer than autocannon's connections.
const connections = Number(values.connections ?? (soakSeconds ? 10 : 50));
const duration = Number(values.duration);
const badInstances = webInstances !== undefined && !(Number.isInteger(webInstances) && webInstances >= 1);
if (
  !["pglite", "postgres"].includes(values.db) ||
  !(jobs >= 1) ||
  !(connections >= 2) ||
  !(duration > 0) ||
  !(Number(values.idle) >= 0) ||
  badInstances ||
  (soakSeconds !== undefined && !(soakSeconds >= 2 * soakInterval && soakInterval > 0)) ||
  !(Number.isInteger(port) && port > 0)
) {
  console.error(
    "Usage: npm run bench -- [--jobs N] [--db pglite|postgres] [--connections N≥2] [--rounds N] [--duration S] [--idle S] [--web-instances N] [--port N] [--profile] [--bytes] [--phone [--pages /,/fr]] [--search-quality] [--soak S [--soak-interval S]] (a soak lasts at least two intervals)",
  );
  process.exit(2);
}

const profileDir = values.profile ? join(process.cwd(), "bench-profiles") : undefined;

/** The judged relevance set's figures (services/product-api/search/relevance), on an in-memory PGlite. */
function printSearchQuality() {
  console.log("");
  execFileSync("npx", ["tsx", "services/product-api/search/relevance/report.ts", "--worst", "10"], {
    stdio: "inherit",
  });
}

async function main() {
  if (values["search-quality"]) {
    printSearchQuality();
    return;
  }
  if (profileDir) {
    rmSync(profileDir, { recursive: true, force: true });
    mkdirSync(profileDir);
  }
  const kazi = await startKazi({ jobs, db: values.db, webInstances, profileDir, port });
  const { base, apiBase, pids, postgresPort } = kazi;
  if (soakSeconds) {
    await soak(kazi);
    stopAll(0);
    return;
  }
  const first = await (await fetch(`${base}/api/v1/jobs?pageSize=2`)).json();
  const jobPath = `/jobs/${first.jobs[0].id}`;
  if (values.bytes) {
    const jobPaths = first.jobs.map((job) => `/jobs/${job.id}`);
    printBytes(await measureBytes(base, { jobPaths, query: values.query }));
    stopAll(0);
    return;
  }
  if (values.phone) {
    const floor = await startFloor();
    await measurePhone({
      floor,
      base,
      jobPath,
      query: values.query,
      runs: Number(values.rounds),
      signIn,
      only: values.pages?.split(","),
    });
    stopAll(0);
    return;
  }
  const repeatPath = `/jobs?q=${encodeURIComponent(values.query)}`;
  // The same job page in French: a localized page must cost what its English page costs.
  const frenchJobPath = `/fr${jobPath}`;
  const ceilingBase = await startCeiling(base + jobPath, port + CEILING_PORT_OFFSET);

  const groups = { ...pids };
  if (postgresPort) groups.postgres = postmasterPid(postgresPort);
  const memory = memorySampler(groups, Object.keys(pids));

  let profiledOnce = false;
  // The storm takes half the connections, the job page the rest.
  const storm = Math.ceil(connections / 2);
  const calm = connections - storm;
  const opts = { connections, duration };
  const scenarios = [
    async () => ({ ceiling: await load(ceilingBase, "/", opts) }),
    async () => ({ about: await load(base, "/about", opts) }),
    async () => ({ browse: await load(base, "/jobs", opts) }),
    async () => ({ repeat: await load(base, repeatPath, opts) }),
    async () => ({ job: await load(base, jobPath, opts) }),
    async () => ({ frJob: await load(base, frenchJobPath, opts) }),
    async () => {
      const row = memory.during(load(base, nextPageSearch, opts));
      const profiled = profileDir && !profiledOnce && ((profiledOnce = true), profiledPids(pids));
      return { page: await (profiled ? profiling(profiled, row) : row) };
    },
    async () => ({ api: await memory.during(load(apiBase, nextApiSearch, opts)) }),
    async () => {
      const [stormResult, during] = await memory.during(
        Promise.all([
          load(base, nextPageSearch, { connections: storm, duration }),
          load(base, jobPath, { connections: calm, duration }),
        ]),
      );
      return { storm: stormResult, during };
    },
  ];

  console.log("Warming up...");
  for (const path of ["/about", "/jobs", repeatPath, jobPath, frenchJobPath])
    for (let i = 0; i < 20; i++) await fetch(base + path).then((r) => r.arrayBuffer());
  for (let i = 0; i < 20; i++) {
    await fetch(base + nextPageSearch()).then((r) => r.arrayBuffer());
    await fetch(apiBase + nextApiSearch()).then((r) => r.arrayBuffer());
  }
  const weights = [];
  for (const [label, path, targetKb] of [
    [`job page ${jobPath}`, jobPath],
    ["/jobs (browse)", "/jobs"],
    [`search with results ${decodeURIComponent(repeatPath)}`, repeatPath, 60],
    ["landing page /jobs/remote", "/jobs/remote"],
    [`job page in French ${frenchJobPath}`, frenchJobPath],
  ])
    weights.push([label, await pageWeight(base + path), targetKb]);
  console.log(`Measuring ${scenarios.length} scenarios × ${values.rounds} rounds × ${duration} s...`);
  const results = await inRounds(scenarios, Number(values.rounds));
  console.log(`Waiting ${values.idle} s for the memory left after the load...`);
  await memory.settle(Number(values.idle));

  printReport({
    title:
      `Kazi bench: ${jobs} jobs on ${values.db === "postgres" ? "PostgreSQL 15" : "PGlite"}, ` +
      `${connections} connections, median of ${values.rounds} rounds of ${duration} s, ` +
      (webInstances ? `${webInstances} web instance(s) behind nginx, cache in Redis, ` : "") +
      new Date().toISOString(),
    rows: rowsFor({ query: values.query, jobId: first.jobs[0].id, storm, calm }),
    results,
    memory,
  });
  printWeights(weights);
  if (profileDir) printProfiles(profileDir);
  printSearchQuality();
  stopAll(0);
}

/** A plain node:http server sending the job page's bytes (scripts/bench/ceiling.mjs): Node's ceiling. */
async function startCeiling(jobUrl, ceilingPort) {
  const res = await fetch(jobUrl, { headers: { "accept-encoding": "identity" } });
  const file = join(mkdtempSync(join(tmpdir(), "kazi-bench-")), "job.html");
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  const child = run("node", ["scripts/bench/ceiling.mjs", file, String(ceilingPort)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  for await (const line of createInterface({ input: child.stdout })) if (line === "ready") break;
  return `http://127.0.0.1:${ceilingPort}`;
}

/** The soak (scripts/bench/soak.ts): its rows as each interval closes, then its report. */
async function soak({ base, issuer, mailDir, pids }) {
  // The soak reuses the cluster test's load and sign-in, written in TypeScript.
  const { tsImport } = await import("tsx/esm/api");
  const { runSoak } = await tsImport("./bench/soak.ts", import.meta.url);
  const { reportSoak, soakTable } = await tsImport("./bench/soak-report.ts", import.meta.url);
  const memory = memorySampler(pids);
  const table = soakTable(Object.keys(pids), soakInterval);
  const started = new Date().toISOString();
  console.log(`Signing seekers up, then the load for ${soakSeconds} s...\n${table.header()}`);
  const result = await runSoak({
    site: base,
    issuer,
    mailDir,
    seconds: soakSeconds,
    intervalSeconds: soakInterval,
    visitors: connections,
    nextSearch: nextPageSearch,
    rss: () => memory.now().groups,
    onStart: (rssMb) => console.log(table.start(rssMb)),
    onInterval: (interval) => console.log(table.row(interval)),
  });
  const { visitors, seekerLoops, cycleMs } = result.load;
  const database =
    values.db === "postgres" ? "PostgreSQL 15" : "PGlite (the provider inside the product API)";
  reportSoak({
    title:
      `Kazi soak: ${jobs} jobs on ${database}, ${soakSeconds} s from ${started}: ` +
      `${visitors} visitors, ${seekerLoops} seekers signing in every ${cycleMs / 1000} s`,
    result,
    intervalSeconds: soakInterval,
    dir: join(process.cwd(), "bench-soak"),
  });
}

/** Signs the demo seeker in through the embedded provider, from the navigation's Login button. */
async function signIn(page, base) {
  await page.goto(`${base}/`);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByLabel(/email/i).fill("demo@kazi.africa");
  await page.getByLabel(/password/i).fill("Kazi-demo-2025");
  await page.getByRole("button", { name: /log in|sign in/i }).click();
  await page.getByRole("button", { name: /account menu/i }).waitFor();
}

/** The web instances and the product API (not the identity provider, nginx or PostgreSQL). */
function profiledPids(pids) {
  return Object.fromEntries(Object.entries(pids).filter(([name]) => /^web|product API/.test(name)));
}

function printProfiles(dir) {
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"))) {
    const { seconds, functions, owners } = summarizeProfile(join(dir, file));
    console.log(
      `\nCPU profile ${join("bench-profiles", file)} (${seconds.toFixed(1)} s sampled), self time:`,
    );
    console.log(`  by owner:\n    ${owners.join("\n    ")}`);
    console.log(`  by function:\n    ${functions.join("\n    ")}`);
  }
}

main().catch((error) => {
  console.error(`bench: ${error instanceof Error ? error.message : error}`);
  stopAll(1);
});
