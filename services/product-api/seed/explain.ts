import { productApiConfig } from "../config";
import { createDb } from "../db/client";
import { jobQueries, listJobs } from "../routes/jobs/jobs.queries";
import { parseSearchQuery } from "../routes/jobs/search-query";

// Query plans and timings of the jobs list on the configured database (seed it first:
// `npm run seed -- --jobs 100000`). Run: npx tsx services/product-api/seed/explain.ts

const SEARCHES = ["software", '"data analyst" nairobi -senior', "hospita", "designer or developer lagos"];

async function main() {
  const config = productApiConfig();
  const database = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
  const { db } = database;
  const conn = await database.connect();
  const explain = async (query: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql, params } = query.toSQL();
    const { rows } = await conn.query<{ "QUERY PLAN": string }>(
      `EXPLAIN (ANALYZE, COSTS OFF) ${sql}`,
      params,
    );
    return rows.map((row) => `    ${row["QUERY PLAN"]}`).join("\n");
  };
  const time = async (run: () => Promise<unknown>) => {
    await run();
    const samples: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await run();
      samples.push(performance.now() - started);
    }
    return samples.sort((a, b) => a - b)[2].toFixed(1);
  };
  try {
    const counts = await Promise.all(jobQueries.countOpen(db));
    console.log(`${counts.reduce((sum, [{ total }]) => sum + total, 0)} open jobs\n`);
    for (const page of [1, 50]) {
      const ms = await time(() => listJobs(db, { search: null, limit: 15, offset: (page - 1) * 15 }));
      console.log(`browse page ${page}: ${ms} ms (median of 5, page + count)`);
      console.log(await explain(jobQueries.browse(db, 15, (page - 1) * 15)));
    }
    for (const count of jobQueries.countOpen(db)) console.log(await explain(count));
    for (const text of SEARCHES) {
      const search = parseSearchQuery(text);
      const ms = await time(() => listJobs(db, { search, limit: 15, offset: 0 }));
      const [{ total: matches }] = await jobQueries.countMatches(db, search);
      console.log(`\nsearch ${JSON.stringify(text)} -> ${matches} matches: ${ms} ms (median of 5)`);
      console.log(await explain(jobQueries.search(db, search, 15, 0)));
    }
  } finally {
    conn.release();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
