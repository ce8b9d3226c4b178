import { existsSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { localSecret } from "../local-secret";
import { durablePglite } from "../pglite-durable";
import { ADMIN_SECRET_FILE } from "./admin-endpoint";
import { loadIdentityConfig } from "./config";
import { identityDbOnPglite, openIdentityDb, type IdentityDb } from "./db";

// What `npm run moderator` and `npm run employer` share: the embedded provider's data, in the
// database the app uses (DATABASE_URL, else PGlite under DATA_DIR: the product API's, which holds the
// provider's tables, or the provider's own folder). PGlite serves one process: while Kazi runs, a
// change goes through the running provider's administration endpoint (admin-endpoint.ts).

/** The provider's answer, or undefined when none listens on IDENTITY_PORT. */
export async function postToRunningProvider(
  endpoint: string,
  fields: Record<string, string>,
  env?: Record<string, string | undefined>,
): Promise<Response | undefined> {
  const config = loadIdentityConfig({}, env);
  try {
    return await fetch(`http://127.0.0.1:${config.port}${endpoint}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${localSecret(config.dataDir, ADMIN_SECRET_FILE)}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields).toString(),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return undefined; // not running
  }
}

/** The provider's database, opened by this process (when no provider holds its PGlite). */
export async function openAdminDatabase(env?: Record<string, string | undefined>): Promise<IdentityDb> {
  const config = loadIdentityConfig({}, env);
  if (config.databaseUrl) return openIdentityDb(config);
  const own = path.join(config.dataDir, "identity");
  if (existsSync(path.join(own, "PG_VERSION"))) return openIdentityDb({ dataDir: config.dataDir });
  const dir = path.join(config.dataDir, "product-api");
  const pglite = await PGlite.create(dir, durablePglite(dir));
  const db = await identityDbOnPglite(pglite);
  return { ...db, close: () => pglite.close() };
}
