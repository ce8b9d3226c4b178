import { fromPglite, PgBoss, type Db as IDatabase, type PGliteLike } from "pg-boss";
import type { Database } from "../db/client";

// Background passes (job-alert digests, data retention) are scheduled by pg-boss on our own database
// (its tables live in the `pgboss` schema), through the connection the API already has: PGlite's one
// client, or PostgreSQL's pool. Cron occurrences and queued jobs are rows shared by every API instance.

function executor(database: Database): { db: IDatabase; backend: "pglite" | "postgres" } {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === "pglite") return { db: fromPglite(client as PGliteLike), backend: "pglite" };
  const pool = client as { query(text: string, values?: unknown[]): Promise<unknown> };
  return {
    backend: "postgres",
    db: {
      async executeSql(text: string, values?: unknown[]) {
        const result = (await pool.query(text, values)) as { rows: unknown[] } | { rows?: unknown[] }[];
        // A multi-statement text (pg-boss's locked blocks) answers one result per statement.
        return Array.isArray(result) ? { rows: result.flatMap((r) => r.rows ?? []) } : result;
      },
    },
  };
}

type LockClient = { query(text: string): Promise<unknown>; release(): void };

/**
 * pg-boss creates its schema on first start with CREATE SCHEMA IF NOT EXISTS, which is not safe when two
 * instances (or the digest and retention workers) start at once on a fresh PostgreSQL database: one gets
 * a unique violation on pg_namespace. Starts take turns on a session advisory lock instead. PGlite is
 * one process with one connection: nothing to take turns with.
 */
async function oneAtATime<T>(database: Database, start: () => Promise<T>): Promise<T> {
  if (database.kind === "pglite") return start();
  const pool = (database.db as unknown as { $client: { connect(): Promise<LockClient> } }).$client;
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext('kazi:pg-boss:start'))");
    try {
      return await start();
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext('kazi:pg-boss:start'))");
    }
  } finally {
    client.release();
  }
}

/** A started pg-boss on this database; `label` prefixes its logged errors. */
export async function startPgBoss(database: Database, label: string): Promise<PgBoss> {
  const boss = new PgBoss({ ...executor(database), schema: "pgboss" });
  boss.on("error", (error) => console.error(`[${label}] queue error:`, error.message));
  await oneAtATime(database, () => boss.start());
  return boss;
}
