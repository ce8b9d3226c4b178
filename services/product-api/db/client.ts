import { mkdirSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { DEFAULT_DATABASE_POOL_SIZE } from "../../../lib/defaults";
import { loggerFor } from "../../operations/logger";
import { durablePglite } from "../../pglite-durable";
import { pgliteStart } from "../../pglite-template";
import { makePrivate } from "../../private-folder";
import { schema } from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One raw connection, used by the migrator (advisory lock + multi-statement files). */
interface RawConnection {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(text: string): Promise<void>;
  release(): void;
}

export interface Database {
  db: Db;
  /** The read-only replica (DATABASE_REPLICA_URL) for job reads and search, when there is one. */
  replica?: Db;
  kind: "pglite" | "postgres";
  /** The PGlite engine, which the embedded identity provider shares (services/identity/in-product-api.ts). */
  pglite?: PGlite;
  connect(): Promise<RawConnection>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… — when set, PostgreSQL through a `pg` pool; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; omitted means in-memory. */
  dataDir?: string;
  /** postgres://… of a read-only replica of databaseUrl (routes/jobs and search/ say what reads it). */
  replicaUrl?: string;
  /** Connections per pool (DATABASE_POOL_SIZE); the replica gets a pool of the same size. */
  poolSize?: number;
  /** A new PGlite cluster's tarball, instead of PGLITE_TEMPLATE's (services/pglite-template.ts). */
  pgliteTemplate?: string;
}

export async function createDb({
  databaseUrl,
  dataDir,
  replicaUrl,
  poolSize = DEFAULT_DATABASE_POOL_SIZE,
  pgliteTemplate,
}: DbOptions = {}): Promise<Database> {
  return databaseUrl ? openPostgres(databaseUrl, poolSize, replicaUrl) : openPglite(dataDir, pgliteTemplate);
}

async function openPostgres(connectionString: string, max: number, replicaUrl?: string): Promise<Database> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const open = (url: string, name: string) => {
    const pool = new Pool({ connectionString: url, max });
    // A client losing its connection must not crash the process: an idle one is reported by the
    // pool (which replaces it), a checked-out one by the client itself, whose query then fails.
    const report = (error: Error) =>
      loggerFor("product-api").warn({ err: error.message }, `PostgreSQL ${name} connection lost`);
    pool.on("error", report);
    pool.on("connect", (client) => client.on("error", report));
    return pool;
  };
  const pool = open(connectionString, "primary");
  const replicaPool = replicaUrl ? open(replicaUrl, "replica") : undefined;
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    replica: replicaPool && (drizzle(replicaPool, { schema }) as unknown as Db),
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
    close: async () => void (await Promise.all([pool.end(), replicaPool?.end()])),
  };
}

async function openPglite(dataDir?: string, template?: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // PGlite's default 128 MB of shared buffers would sit in this process's memory, on top of the
  // operating system's file cache that already holds the data folder: 16 MB halves the process.
  // Synced on commit (services/pglite-durable.ts says what PGlite promises without it).
  const client = await PGlite.create(dataDir, {
    ...pgliteStart(dataDir, template),
    ...durablePglite(dataDir, ["-c", "shared_buffers=16MB"]),
  });
  if (dataDir) makePrivate(dataDir);
  // PGlite's pages live in memory, so random reads cost about what sequential ones do.
  await client.exec("SET random_page_cost = 1.1");
  return {
    db: drizzle(client, { schema }) as unknown as Db,
    kind: "pglite",
    pglite: client,
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
