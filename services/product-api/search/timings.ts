import { productApiConfig } from "../config";
import { createDb } from "../db/client";
import { POSTED_PERIODS, SALARY_STEPS } from "../routes/jobs/jobs.schemas";
import { createJobSearch } from "./job-search";
import { parseSearchQuery } from "./query";

// Where search time goes, per query shape, on the configured database (seed it first:
// `npm run seed -- --jobs 100000`). Run: npx tsx services/product-api/search/timings.ts

const SHAPES: [string, string, Record<string, unknown>][] = [
  ["browse, no filter", "", {}],
  ["one broad word", "software", {}],
  ["two-letter prefix", "de", {}],
  ["words + half-typed word", "sales manager nai", {}],
  ["phrase + exclusion", '"data analyst" nairobi -senior', {}],
  ["three filters", "engineer", { country: ["KE"], jobType: ["Full-time"], remoteOption: [0] }],
  ["filters, no query", "", { category: ["design"], minSalary: 25_000 }],
];

async function main() {
  const config = productApiConfig();
  const database = await createDb({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.pgliteDir,
  });
  const search = createJobSearch(database.db);
  let started = performance.now();
  await search.catchUp();
  console.log(`index built in ${Math.round(performance.now() - started)} ms`, search.stats());
  const memory = process.memoryUsage();
  console.log(`heap ${Math.round(memory.heapUsed / 2 ** 20)} MB, rss ${Math.round(memory.rss / 2 ** 20)} MB`);
  for (const [name, q, filters] of SHAPES) {
    const text = q ? parseSearchQuery(q) : null;
    const samples: number[] = [];
    const cpu: number[] = [];
    let total = 0;
    for (let i = 0; i < 30; i++) {
      started = performance.now();
      const before = process.cpuUsage();
      const result = await search.search({
        text,
        filters,
        sort: text ? "relevance" : "newest",
        offset: 0,
        limit: 15,
        facets: { salarySteps: SALARY_STEPS, postedPeriods: POSTED_PERIODS },
        now: Date.now(),
      });
      samples.push(performance.now() - started);
      const used = process.cpuUsage(before);
      cpu.push((used.user + used.system) / 1000);
      total = result.total;
    }
    const at = (list: number[], p: number) =>
      [...list].sort((a, b) => a - b)[Math.floor(p * (list.length - 1))].toFixed(2);
    console.log(
      `${name.padEnd(26)} ${String(total).padStart(7)} hits  wall median ${at(samples, 0.5)} ms p90 ${at(samples, 0.9)} ms  cpu median ${at(cpu, 0.5)} ms`,
    );
  }
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
