import { mkdirSync } from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { makePrivate } from "../../private-folder";
import { schema } from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One raw connection, used by the migrator (advisory lock + multi-statement files). */
export interface RawConnection {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(text: string): Promise<void>;
  release(): void;
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  connect(): Promise<RawConnection>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… — when set, PostgreSQL through a `pg` pool; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; omitted means in-memory. */
  dataDir?: string;
}

export async function createDb({ databaseUrl, dataDir }: DbOptions = {}): Promise<Database> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir);
}

async function openPostgres(connectionString: string): Promise<Database> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({ connectionString, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.error("[product-api] idle PostgreSQL client error:", error.message));
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    kind: "postgres",
    async connect() {
      const client = await pool.connect();
      return {
        query: async <T>(text: string, params?: unknown[]) =>
          (await client.query(text, params)) as unknown as { rows: T[] },
        exec: async (text) => void (await client.query(text)),
        release: () => client.release(),
      };
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir?: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // PGlite's default 128 MB of shared buffers would sit in this process's memory, on top of the
  // operating system's file cache that already holds the data folder: 16 MB halves the process.
  const client = await PGlite.create(dataDir, {
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
  });
  if (dataDir) makePrivate(dataDir);
  // PGlite's pages live in memory, so random reads cost about what sequential ones do.
  await client.exec("SET random_page_cost = 1.1");
  return {
    db: drizzle(client, { schema }) as unknown as Db,
    kind: "pglite",
    async connect() {
      return {
        query: (text, params) => client.query(text, params),
        exec: async (text) => void (await client.exec(text)),
        release: () => {},
      };
    },
    close: () => client.close(),
  };
}
