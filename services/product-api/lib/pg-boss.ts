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

/** A started pg-boss on this database; `label` prefixes its logged errors. */
export async function startPgBoss(database: Database, label: string): Promise<PgBoss> {
  const boss = new PgBoss({ ...executor(database), schema: "pgboss" });
  boss.on("error", (error) => console.error(`[${label}] queue error:`, error.message));
  await boss.start();
  return boss;
}
