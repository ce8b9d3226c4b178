import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Database } from "./client";

// Inside a Next.js server bundle __dirname is not this folder, so fall back to the repository path.
const MIGRATIONS_DIR = [
  join(__dirname, "migrations"),
  join(process.cwd(), "services/product-api/db/migrations"),
].find((dir) => existsSync(join(dir, "0001_jobs.sql")));
// Any constant works; it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_ID = 7_402_311;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  if (!dir) throw new Error("Product API migrations not found (services/product-api/db/migrations).");
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: file.slice(0, 4),
      name: file.replace(/\.sql$/, ""),
      sql: readFileSync(join(dir, file), "utf8"),
    }));
}

/**
 * Applies pending migrations, each in its own transaction. An advisory lock serialises processes
 * that start at the same time (two `npm start`s, a seed next to a server), so each file runs once.
 */
export async function runMigrations(database: Database, migrations = loadMigrations()): Promise<string[]> {
  const conn = await database.connect();
  const applied: string[] = [];
  try {
    await conn.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await conn.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const { rows } = await conn.query<{ version: string }>("SELECT version FROM schema_migrations");
      const done = new Set(rows.map((row) => row.version));
      for (const migration of migrations) {
        if (done.has(migration.version)) continue;
        await conn.exec("BEGIN");
        try {
          await conn.exec(migration.sql);
          await conn.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
            migration.version,
            migration.name,
          ]);
          await conn.exec("COMMIT");
        } catch (error) {
          await conn.exec("ROLLBACK");
          throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, {
            cause: error,
          });
        }
        applied.push(migration.name);
      }
    } finally {
      await conn.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    conn.release();
  }
  return applied;
}
