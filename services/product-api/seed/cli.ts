import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { productApiConfig } from "../config";
import { createDb } from "../db/client";
import { runMigrations } from "../db/migrate";
import { DEMO_JOB_COUNT, seedJobs } from "./seed";

// npm run seed -- [--jobs 100000] [--reset] [--batch 1000]
// Same database as the app: DATABASE_URL, else PGlite under ${DATA_DIR:-.data}/product-api.

const { values } = parseArgs({
  options: {
    jobs: { type: "string", default: String(DEMO_JOB_COUNT) },
    batch: { type: "string", default: "1000" },
    reset: { type: "boolean", default: false },
  },
});
const count = Number(values.jobs);
const batchSize = Number(values.batch);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(batchSize) || batchSize < 1) {
  console.error("Usage: npm run seed -- [--jobs N] [--batch N] [--reset]   (N a positive whole number)");
  process.exit(2);
}

async function main() {
  const config = productApiConfig();
  const started = performance.now();
  const database = await createDb({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.pgliteDir,
  });
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite at ${config.pgliteDir}`;
  try {
    await runMigrations(database);
    if (values.reset) {
      // Applications and saved jobs go with their jobs; uploaded files are left for an operator to clear.
      await database.db.execute(sql`TRUNCATE jobs RESTART IDENTITY CASCADE`);
      console.log("Removed all jobs (and their applications).");
    }
    let lastReport = 0;
    await seedJobs(database.db, {
      count,
      batchSize,
      onProgress(done, total) {
        if (done === total || performance.now() - lastReport > 2000) {
          lastReport = performance.now();
          console.log(`  ${done.toLocaleString("en-US")} / ${total.toLocaleString("en-US")} jobs`);
        }
      },
    });
    const seeded = performance.now();
    await database.db.execute(sql`VACUUM ANALYZE jobs`);
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    console.log(
      `Seeded ${count.toLocaleString("en-US")} jobs into ${where} in ${seconds(seeded - started)} s ` +
        `(${Math.round(count / ((seeded - started) / 1000)).toLocaleString("en-US")} jobs/s), VACUUM ANALYZE ${seconds(performance.now() - seeded)} s.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error("Seeding failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
