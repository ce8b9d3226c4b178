import { createDb, type Database } from "../db/client";
import { testDatabases } from "../testing/databases";
import { startPgBoss } from "./pg-boss";

const postgres = testDatabases.find(([name]) => name === "PostgreSQL 15")![1];

// Several API instances (each with a digest and a retention worker) starting at once on a fresh
// database all create pg-boss's schema: CREATE SCHEMA IF NOT EXISTS alone lets one of them fail.
it("starts the queues of several instances at once on a fresh PostgreSQL database", async () => {
  const handle = await postgres.open({ migrate: false });
  const instances: Database[] = [];
  try {
    for (let i = 0; i < 3; i++) instances.push(await createDb({ databaseUrl: handle.url }));
    const databases = [handle.database, ...instances, handle.database, ...instances];
    const bosses = await Promise.all(databases.map((database, i) => startPgBoss(database, `test-${i}`)));
    expect(bosses).toHaveLength(8);
    await Promise.all(bosses.map((boss) => boss.stop({ graceful: false })));
  } finally {
    await Promise.all(instances.map((database) => database.close()));
    await handle.close();
  }
}, 120_000);
