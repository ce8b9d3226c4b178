import { createDb, type Database } from "../db/client";
import { runMigrations } from "../db/migrate";
import { MIGRATED_PGLITE, MIGRATED_POSTGRES } from "../../testing/migrated-templates";
import { startTestDatabase } from "./postgres";

export interface TestDatabase {
  database: Database;
  /** Opens another connection (pool) to the same database; PGlite has only one. */
  url?: string;
  close(): Promise<void>;
}

export interface TestDatabaseKind {
  name: "PGlite" | "PostgreSQL 15";
  open(options?: { migrate?: boolean }): Promise<TestDatabase>;
}

// Under Jest the migrations were applied once for the run (services/testing/migrated-templates.ts),
// to a PGlite cluster and a PostgreSQL database that each new database starts as a copy of; running
// them again then finds nothing to do. Without those, each database is migrated here.
const pglite: TestDatabaseKind = {
  name: "PGlite",
  async open({ migrate = true } = {}) {
    const template = migrate ? process.env[MIGRATED_PGLITE] : undefined;
    const database = await createDb({ pgliteTemplate: template });
    if (migrate) await runMigrations(database);
    return { database, close: () => database.close() };
  },
};

const postgres: TestDatabaseKind = {
  name: "PostgreSQL 15",
  async open({ migrate = true } = {}) {
    const server = await startTestDatabase({
      template: migrate ? process.env[MIGRATED_POSTGRES] : undefined,
    });
    const database = await createDb({ databaseUrl: server.url });
    if (migrate) await runMigrations(database);
    return {
      database,
      url: server.url,
      async close() {
        await database.close();
        await server.stop();
      },
    };
  },
};

/** Every API test file runs once per database: `describe.each(testDatabases)("… on %s", …)`. */
export const testDatabases: [string, TestDatabaseKind][] = [
  [pglite.name, pglite],
  [postgres.name, postgres],
];
