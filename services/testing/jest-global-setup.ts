import { startTestPostgres } from "../product-api/testing/postgres";
import { makePgliteTemplate } from "./pglite-template";

// Jest's globalSetup for the node project: once per run, before any worker starts, so the workers and
// the servers the tests start inherit what it puts in the environment. Its teardown is
// jest-global-teardown.ts; globalThis is shared between the two.
export default async function globalSetup() {
  const [removeTemplate, postgres] = await Promise.all([
    // npm test makes one for the whole run (scripts/test.mjs).
    process.env.PGLITE_TEMPLATE ? () => {} : makePgliteTemplate(),
    // Every API test file's PostgreSQL database lives here (startTestDatabase); two workers' pools
    // and pg-boss instances need more than the default 100 connections.
    startTestPostgres({ settings: "-c max_connections=400" }),
  ]);
  process.env.KAZI_TEST_POSTGRES = postgres.url;
  (globalThis as { kaziTestTeardown?: () => Promise<void> }).kaziTestTeardown = async () => {
    await postgres.stop();
    removeTemplate();
  };
}
