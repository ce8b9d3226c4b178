import { productApiConfig } from "../config";
import { createDb } from "./client";
import { loadMigrations, runMigrations } from "./migrate";

// npm run migrate: the deploy step that brings the database up to date before new instances start.
// Same database as the app: DATABASE_URL, else PGlite under ${DATA_DIR:-.data}/product-api. Safe
// to run from several machines at once: migrations take turns on an advisory lock.

async function main() {
  const config = productApiConfig();
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite at ${config.pgliteDir}`;
  const database = await createDb({
    databaseUrl: config.databaseUrl,
    poolSize: 1,
    dataDir: config.pgliteDir,
  });
  try {
    const applied = await runMigrations(database);
    const total = loadMigrations().length;
    if (applied.length === 0) console.log(`${where}: up to date (${total} migrations), nothing applied.`);
    else console.log(`${where}: applied ${applied.length} of ${total}: ${applied.join(", ")}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(`Migration failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
