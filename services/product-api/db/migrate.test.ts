import { createDb } from "./client";
import { loadMigrations, runMigrations } from "./migrate";
import { testDatabases, type TestDatabase } from "../testing/databases";

describe.each(testDatabases)("migrations on %s", (_name, kind) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await kind.open({ migrate: false });
  });
  afterAll(() => handle?.close());

  it("applies every migration once, even when two processes start together", async () => {
    const others = handle.url ? [await createDb({ databaseUrl: handle.url })] : [];
    try {
      const results = await Promise.all([handle.database, ...others].map((db) => runMigrations(db)));
      expect(results.flat().sort()).toEqual(loadMigrations().map((m) => m.name));
    } finally {
      await Promise.all(others.map((db) => db.close()));
    }
    expect(await runMigrations(handle.database)).toEqual([]);
    const conn = await handle.database.connect();
    const { rows } = await conn.query("SELECT version FROM schema_migrations ORDER BY version");
    conn.release();
    expect(rows.map((r) => r.version)).toEqual(loadMigrations().map((m) => m.version));
  });

  it("rolls a failing migration back and records nothing", async () => {
    const broken = [
      { version: "9999", name: "9999_broken", sql: "CREATE TABLE broken_one (id int); SELECT 1/0;" },
    ];
    await expect(runMigrations(handle.database, broken)).rejects.toThrow(/9999_broken failed/);
    const conn = await handle.database.connect();
    const { rows } = await conn.query(
      "SELECT to_regclass('broken_one') AS t, (SELECT count(*) FROM schema_migrations WHERE version = '9999')::int AS n",
    );
    conn.release();
    expect(rows[0]).toEqual({ t: null, n: 0 });
  });
});
