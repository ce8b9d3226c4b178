import { existsSync, renameSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { loadIdentityConfig, type IdentityOptions } from "./config";
import { loggerFor } from "../operations/logger";
import { identityDbOnPglite, openIdentityDb, type IdentityDb } from "./db";
import type { GrantRevocations } from "./api-revocations";
import { startIdentityServer } from "./server";

// The embedded default (`npm start`, `npm run dev`: no AUTH_ISSUER, no DATABASE_URL) runs the provider
// in the product API's process, its tables in the product API's PGlite database: a second process with
// a second engine held ~250 MB for a few accounts and sessions. Its statements are small and few (a
// sign-in makes about ten; password hashing runs off the thread), so the API's searches barely notice
// them. With PostgreSQL the provider stays a process of its own (server.ts).

/**
 * Starts the provider in this process on `pglite`, which the caller opened and closes; grants it
 * revokes go on the product API's `revocations` list.
 */
export async function startIdentityOnPglite(
  pglite: PGlite,
  opts: IdentityOptions = {},
  revocations?: GrantRevocations,
) {
  const db = await identityDbOnPglite(pglite);
  await moveInOwnDatabase(db, loadIdentityConfig(opts).dataDir);
  return startIdentityServer(opts, { db, revocations });
}

/**
 * Accounts, signing keys and sessions of a provider that had its own database (DATA_DIR/identity,
 * before it shared the API's), copied once in one statement, so signed-in users stay signed in. The
 * folder is then renamed, not deleted: going back to an older Kazi means renaming it back.
 */
async function moveInOwnDatabase(db: IdentityDb, dataDir: string) {
  const dir = path.join(dataDir, "identity");
  if (!existsSync(path.join(dir, "PG_VERSION"))) return;
  const [{ keys }] = await db.query<{ keys: number }>("SELECT count(*)::int AS keys FROM identity_keys");
  if (keys === 0) {
    const own = await openIdentityDb({ dataDir });
    try {
      const rows = (table: string) => own.query(`SELECT * FROM ${table}`).then(JSON.stringify);
      const into = (table: string, param: string) =>
        `INSERT INTO ${table} SELECT * FROM json_populate_recordset(null::${table}, ${param}::json) ON CONFLICT DO NOTHING`;
      await db.query(
        `WITH accounts AS (${into("identity_accounts", "$1")}), models AS (${into("identity_oidc_models", "$2")})
         ${into("identity_keys", "$3")}`,
        [await rows("identity_accounts"), await rows("identity_oidc_models"), await rows("identity_keys")],
      );
    } finally {
      await own.close();
    }
  }
  // A folder moved before stays: a provider run on its own since (with DATABASE_URL, then without)
  // made a second one, and a rename onto the first would fail the start.
  const moved = `${dir}-moved-to-product-api`;
  renameSync(dir, existsSync(moved) ? `${moved}-${Date.now()}` : moved);
  loggerFor("identity").info({ from: dir }, "accounts moved into the product API's database; folder renamed");
}
