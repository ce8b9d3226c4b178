import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSharedTestIdentity } from "../identity/testing";
import { startTestPostgres } from "../product-api/testing/postgres";
import { makeMigratedTemplates } from "./migrated-templates";
import { makePgliteTemplate } from "./pglite-template";

// Jest's globalSetup for the node project: once per run, before any worker starts, so the workers and
// the servers the tests start inherit what it puts in the environment. Its teardown is
// jest-global-teardown.ts; globalThis is shared between the two.
export default async function globalSetup() {
  // Whatever a test opens with the default settings (the embedded product API behind a route, a
  // secret made on first use) lands in a folder of this run's, never in the project's .data or the
  // DATA_DIR of the shell: a worker that ends mid-write must not leave `npm start` a broken database.
  const dataDir = mkdtempSync(join(tmpdir(), "kazi-jest-data-"));
  process.env.DATA_DIR = dataDir;
  // The identity provider of the default settings, for the test files that need no other
  // (startTestIdentity): seconds to start, once instead of in each file. It starts its database from
  // the PGlite template, so at once when npm test made that already.
  const startIdentity = () => startSharedTestIdentity();
  const identityEarly = process.env.PGLITE_TEMPLATE ? startIdentity() : undefined;
  identityEarly?.catch(() => {}); // awaited below; a failure must not go unhandled meanwhile
  const [removeTemplate, postgres] = await Promise.all([
    // npm test makes one for the whole run (scripts/test.mjs).
    process.env.PGLITE_TEMPLATE ? () => {} : makePgliteTemplate(),
    // Every API test file's PostgreSQL database lives here (startTestDatabase); two workers' pools
    // and pg-boss instances need more than the default 100 connections.
    startTestPostgres({ settings: "-c max_connections=400" }),
  ]);
  process.env.KAZI_TEST_POSTGRES = postgres.url;
  const [removeMigrated, stopIdentity] = await Promise.all([
    // Each API test file's databases start as copies of these, migrated once here.
    makeMigratedTemplates(postgres.url),
    identityEarly ?? startIdentity(),
  ]);
  (globalThis as { kaziTestTeardown?: () => Promise<void> }).kaziTestTeardown = async () => {
    await stopIdentity();
    await postgres.stop();
    removeMigrated();
    removeTemplate();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
