// `npm run bench -- --jobs 100000`: serves the production build over a database seeded with N jobs
// and measures requests per second and p50/p99 latency of the public pages, against /about
// (a static page: the ceiling of what this machine serves).
import autocannon from "autocannon";
import { parseArgs } from "node:util";
import { bin, markBuilt, needsBuild, run, runToEnd, stopAll, waitFor } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    jobs: { type: "string", default: "300" },
    duration: { type: "string", default: "5" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string", default: "10" },
    query: { type: "string", default: "software engineer" },
  },
});
const jobs = Number(values.jobs);
const port = 3400;
const base = `http://localhost:${port}`;
const env = {
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_DIST_DIR: ".next-bench",
  DATA_DIR: `.data-bench/${jobs}`,
  SITE_URL: base,
  NEXTAUTH_URL: base,
  NEXTAUTH_SECRET: "bench-only-session-secret-0123456789",
  AUTH_ISSUER: "http://127.0.0.1:9", // public pages never talk to the identity provider
  NODE_ENV: "production",
};

console.log(`Seeding ${jobs} jobs...`);
if (
  (await runToEnd(bin("tsx"), ["services/product-api/seed/cli.ts", "--jobs", String(jobs), "--reset"], {
    env,
  })) !== 0
)
  process.exit(1);
if (needsBuild(".next-bench", env)) {
  if ((await runToEnd(bin("next"), ["build"], { env })) !== 0) process.exit(1);
  markBuilt(".next-bench", env);
}

const server = run(bin("next"), ["start", "-p", String(port)], {
  env,
  stdio: ["ignore", "ignore", "inherit"],
});
server.on("exit", (code) => code && process.exit(code));
await waitFor(`${base}/api/v1/jobs?pageSize=1`);
const first = await (await fetch(`${base}/api/v1/jobs?pageSize=1`)).json();
const jobId = first.jobs[0].id;

const targets = [
  ["/about (static ceiling)", "/about"],
  ["/jobs (browse)", "/jobs"],
  [`/jobs/search?q=${values.query}`, `/jobs/search?q=${encodeURIComponent(values.query)}`],
  [`/jobs/${jobId} (detail)`, `/jobs/${jobId}`],
];

// Pages take turns, round after round, and each keeps its median round: a burst of other work on this
// shared machine then skews one round of every page rather than all of one page.
const rounds = targets.map(() => []);
for (const [, path] of targets)
  for (let i = 0; i < 20; i++) await fetch(base + path).then((r) => r.arrayBuffer()); // warm caches
for (let round = 0; round < Number(values.rounds); round++) {
  for (const [i, [, path]] of targets.entries()) {
    const r = await autocannon({
      url: base + path,
      connections: Number(values.connections),
      duration: Number(values.duration),
    });
    rounds[i].push({
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
      kb: r.throughput.average / r.requests.average / 1024, // uncompressed: autocannon asks for no gzip
    });
  }
}
const median = (list) => [...list].sort((a, b) => a.rps - b.rps)[Math.floor(list.length / 2)];
const rows = targets.map(([name], i) => ({
  name,
  ...median(rounds[i]),
  errors: rounds[i].reduce((n, r) => n + r.errors, 0),
}));

const ceiling = rows[0].rps;
console.log(
  `\nKazi bench: ${jobs} jobs, ${values.connections} connections, median of ${values.rounds} rounds of ${values.duration} s per page, ${new Date().toISOString()}`,
);
console.log(
  "page".padEnd(40),
  "req/s".padStart(9),
  "vs static".padStart(10),
  "p50 ms".padStart(8),
  "p99 ms".padStart(8),
  "errors".padStart(7),
  "KB/page".padStart(8),
);
for (const r of rows)
  console.log(
    r.name.padEnd(40),
    r.rps.toFixed(0).padStart(9),
    `${((r.rps / ceiling) * 100).toFixed(0)}%`.padStart(10),
    String(r.p50).padStart(8),
    String(r.p99).padStart(8),
    String(r.errors).padStart(7),
    r.kb.toFixed(0).padStart(8),
  );
stopAll(0);
