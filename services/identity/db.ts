import fs from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { durablePglite } from "../pglite-durable";
import { pgliteStart } from "../pglite-template";
import { makePrivate } from "../private-folder";
import { rateLimitTableSql } from "../rate-limit";

/** The little SQL surface the identity service needs, on PGlite or a PostgreSQL server. */
export interface IdentityDb {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

const MIGRATIONS = [
  `CREATE TABLE IF NOT EXISTS identity_accounts (
    id uuid PRIMARY KEY,
    email text NOT NULL UNIQUE CHECK (email = lower(email)),
    name text NOT NULL,
    password_hash text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `ALTER TABLE identity_accounts ADD COLUMN IF NOT EXISTS email_verified_at timestamptz`,
  // The language the seeker signed up in: their verification mail's, and the ID token's locale claim.
  `ALTER TABLE identity_accounts ADD COLUMN IF NOT EXISTS locale text`,
  // Moderators (npm run moderator -- grant <email>): their access tokens carry jobs:moderate.
  `ALTER TABLE identity_accounts ADD COLUMN IF NOT EXISTS moderator boolean NOT NULL DEFAULT false`,
  ...rateLimitTableSql("identity_rate_limits"),
  // Employers' systems (npm run employer): client_credentials clients whose tokens carry their
  // company. The secret is kept as an Argon2id hash only; scopes are space-separated.
  `CREATE TABLE IF NOT EXISTS identity_employer_clients (
    client_id text PRIMARY KEY,
    company text NOT NULL,
    scopes text NOT NULL,
    secret_hash text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    secret_rotated_at timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz
  )`,
  `CREATE TABLE IF NOT EXISTS identity_oidc_models (
    model text NOT NULL,
    id text NOT NULL,
    payload jsonb NOT NULL,
    grant_id text,
    user_code text,
    uid text,
    expires_at timestamptz,
    consumed_at timestamptz,
    PRIMARY KEY (model, id)
  )`,
  `CREATE INDEX IF NOT EXISTS identity_oidc_models_grant_id_idx ON identity_oidc_models (grant_id)`,
  `CREATE INDEX IF NOT EXISTS identity_oidc_models_uid_idx ON identity_oidc_models (uid)`,
  `CREATE INDEX IF NOT EXISTS identity_oidc_models_user_code_idx ON identity_oidc_models (user_code)`,
  `CREATE INDEX IF NOT EXISTS identity_oidc_models_expires_at_idx ON identity_oidc_models (expires_at)`,
  `CREATE TABLE IF NOT EXISTS identity_keys (
    name text PRIMARY KEY,
    value jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
];

// Several identity processes may share one PostgreSQL server: the advisory lock makes the
// CREATE ... IF NOT EXISTS statements safe against each other.
const MIGRATION_LOCK = "SELECT pg_advisory_xact_lock(hashtext('kazi_identity_migrations'))";

type Pglite = InstanceType<typeof PGlite>;

async function openPglite(dir: string): Promise<IdentityDb> {
  await fs.mkdir(path.dirname(dir), { recursive: true });
  // A few accounts and sessions: 16 MB of shared buffers (PGlite's default is 128 MB) is plenty.
  const db = await PGlite.create(dir, {
    ...pgliteStart(dir),
    ...durablePglite(dir, ["-c", "shared_buffers=16MB"]),
  });
  makePrivate(dir);
  const shared = await identityDbOnPglite(db);
  return { ...shared, close: () => db.close() };
}

/**
 * The identity tables in a PGlite engine that another service opened and closes (the product API's,
 * services/identity/in-product-api.ts): an engine costs ~130 MB, and PGlite serves one process.
 */
export async function identityDbOnPglite(db: Pglite): Promise<IdentityDb> {
  // PGlite's transaction() holds the engine: another caller's statements cannot land inside it.
  await db.transaction(async (tx) => {
    await tx.query(MIGRATION_LOCK);
    for (const sql of MIGRATIONS) await tx.exec(sql);
  });
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
    close: async () => {},
  };
}

async function openPostgres(connectionString: string): Promise<IdentityDb> {
  const pool = new pg.Pool({ connectionString, max: 5 });
  // A connection dropped by the server, idle or checked out, must not crash the process; the next
  // query reconnects.
  const report = (error: Error) => console.error("identity: database connection error:", error.message);
  pool.on("error", report);
  pool.on("connect", (client) => client.on("error", report));
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query(MIGRATION_LOCK);
    for (const sql of MIGRATIONS) await client.query(sql);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL when a URL is given, else an embedded PGlite database under `${dataDir}/identity`. */
export function openIdentityDb(opts: { databaseUrl?: string; dataDir: string }): Promise<IdentityDb> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.dataDir, "identity"));
}
