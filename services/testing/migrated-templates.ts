import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createDb } from "../product-api/db/client";
import { runMigrations } from "../product-api/db/migrate";

/** A PGlite cluster's tarball with the product API's migrations applied, for `createDb({ pgliteTemplate })`. */
export const MIGRATED_PGLITE = "KAZI_TEST_PGLITE_MIGRATED";
/** A database on KAZI_TEST_POSTGRES with the migrations applied, for `CREATE DATABASE … TEMPLATE`. */
export const MIGRATED_POSTGRES = "KAZI_TEST_POSTGRES_MIGRATED";

/**
 * Applies the product API's migrations once for the run, to a PGlite cluster (from PGLITE_TEMPLATE)
 * and to a database on the run's PostgreSQL server, and names them in the environment. Every API test
 * file opens two databases (services/product-api/testing/databases.ts); migrating each costs seconds
 * of PGlite, where unpacking or copying a migrated one costs what an empty one did. Returns the
 * remover of the PGlite tarball.
 */
export async function makeMigratedTemplates(postgresUrl: string): Promise<() => void> {
  const [remove] = await Promise.all([migratedPglite(), migratedPostgres(postgresUrl)]);
  return remove;
}

async function migratedPglite(): Promise<() => void> {
  const database = await createDb();
  let tarball: Blob;
  try {
    await runMigrations(database);
    tarball = await database.pglite!.dumpDataDir("none");
  } finally {
    await database.close();
  }
  const dir = mkdtempSync(join(tmpdir(), "kazi-pglite-migrated-"));
  const file = join(dir, "cluster.tar");
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  process.env[MIGRATED_PGLITE] = file;
  const remove = () => rmSync(dir, { recursive: true, force: true });
  process.once("exit", remove);
  return remove;
}

async function migratedPostgres(serverUrl: string): Promise<void> {
  const name = "kazi_migrated";
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await createDb({ databaseUrl: url.toString(), poolSize: 1 });
    try {
      await runMigrations(database);
    } finally {
      await database.close();
    }
    // A copy needs its template to have no connections: none may open one by mistake.
    await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  } finally {
    await admin.end();
  }
  process.env[MIGRATED_POSTGRES] = name;
}
