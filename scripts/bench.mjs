// `npm run bench -- --jobs 100000 [--db postgres]`: serves the production build over a database seeded
// with N jobs, as `npm start` runs it (web app and product API in their own processes, the identity
// provider inside the API with PGlite, in its own with PostgreSQL), and measures req/s and p50/p99 latency of the public pages against /about (a static
// page: the ceiling of what this machine serves), of searches no one has made before (page and API),
// of the cached job page while such searches storm the site, and the memory all of it takes.
// `--web-instances N`: N web instances behind nginx sharing Next's cache in Redis (compare 1 with 2).
import { parseArgs } from "node:util";
import { stopAll } from "./lib.mjs";
import { inRounds, load } from "./bench/measure.mjs";
import { memorySampler, postmasterPid } from "./bench/memory.mjs";
import { printReport, rowsFor } from "./bench/report.mjs";
import { nextApiSearch, nextPageSearch } from "./bench/searches.mjs";
import { startKazi } from "./bench/servers.mjs";

const { values } = parseArgs({
  options: {
    jobs: { type: "string", default: "300" },
    db: { type: "string", default: "pglite" },
    duration: { type: "string", default: "5" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string", default: "50" },
    query: { type: "string", default: "software engineer" },
    "web-instances": { type: "string" },
  },
});
const webInstances = values["web-instances"] === undefined ? undefined : Number(values["web-instances"]);
const jobs = Number(values.jobs);
const connections = Number(values.connections);
const duration = Number(values.duration);
const badInstances = webInstances !== undefined && !(Number.isInteger(webInstances) && webInstances >= 1);
if (
  !["pglite", "postgres"].includes(values.db) ||
  !(jobs >= 1) ||
  !(connections >= 2) ||
  !(duration > 0) ||
  badInstances
) {
  console.error(
    "Usage: npm run bench -- [--jobs N] [--db pglite|postgres] [--connections N≥2] [--rounds N] [--duration S] [--web-instances N]",
  );
  process.exit(2);
}

async function main() {
  const { base, apiBase, pids, postgresPort } = await startKazi({ jobs, db: values.db, webInstances });
  const first = await (await fetch(`${base}/api/v1/jobs?pageSize=1`)).json();
  const jobPath = `/jobs/${first.jobs[0].id}`;
  const repeatPath = `/jobs?q=${encodeURIComponent(values.query)}`;

  const groups = { ...pids };
  if (postgresPort) groups.postgres = postmasterPid(postgresPort);
  const memory = memorySampler(groups, Object.keys(pids));

  // The storm takes half the connections, the job page the rest.
  const storm = Math.ceil(connections / 2);
  const calm = connections - storm;
  const opts = { connections, duration };
  const scenarios = [
    async () => ({ about: await load(base, "/about", opts) }),
    async () => ({ browse: await load(base, "/jobs", opts) }),
    async () => ({ repeat: await load(base, repeatPath, opts) }),
    async () => ({ job: await load(base, jobPath, opts) }),
    async () => ({ page: await memory.during(load(base, nextPageSearch, opts)) }),
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
  for (const path of ["/about", "/jobs", repeatPath, jobPath])
    for (let i = 0; i < 20; i++) await fetch(base + path).then((r) => r.arrayBuffer());
  for (let i = 0; i < 20; i++) {
    await fetch(base + nextPageSearch()).then((r) => r.arrayBuffer());
    await fetch(apiBase + nextApiSearch()).then((r) => r.arrayBuffer());
  }
  console.log(`Measuring ${scenarios.length} scenarios × ${values.rounds} rounds × ${duration} s...`);
  const results = await inRounds(scenarios, Number(values.rounds));

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
  stopAll(0);
}

main().catch((error) => {
  console.error(`bench: ${error instanceof Error ? error.message : error}`);
  stopAll(1);
});
