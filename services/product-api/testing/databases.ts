import { createDb, type Database } from "../db/client";
import { runMigrations } from "../db/migrate";
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

const pglite: TestDatabaseKind = {
  name: "PGlite",
  async open({ migrate = true } = {}) {
    const database = await createDb();
    if (migrate) await runMigrations(database);
    return { database, close: () => database.close() };
  },
};

const postgres: TestDatabaseKind = {
  name: "PostgreSQL 15",
  async open({ migrate = true } = {}) {
    const server = await startTestDatabase();
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
