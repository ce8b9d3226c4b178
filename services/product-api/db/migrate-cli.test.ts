import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { createDb } from "./client";
import { loadMigrations } from "./migrate";
import { startTestDatabase, type TestPostgres } from "../testing/postgres";

const run = promisify(execFile);

// `npm run migrate` as a deploy runs it: several machines at once against one PostgreSQL 15.
let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startTestDatabase();
}, 60_000);
afterAll(() => postgres?.stop());

const migrate = () =>
  run(process.execPath, ["--import", "tsx", "services/product-api/db/migrate-cli.ts"], {
    env: { ...process.env, DATABASE_URL: postgres.url },
  });

it("applies each migration once when four deploys migrate at the same time, and says what it applied", async () => {
  const names = loadMigrations().map((m) => m.name);
  const outputs = (await Promise.all([1, 2, 3, 4].map(migrate))).map((r) => r.stdout.trim());
  const applied = outputs.flatMap((out) => {
    const match = /applied \d+ of \d+: (.+)$/.exec(out);
    if (match) return match[1].split(", ");
    expect(out).toBe(`PostgreSQL (DATABASE_URL): up to date (${names.length} migrations), nothing applied.`);
    return [];
  });
  expect(applied.sort()).toEqual(names);

  const database = await createDb({ databaseUrl: postgres.url });
  const conn = await database.connect();
  try {
    const { rows } = await conn.query(
      "SELECT version, count(*)::int AS n FROM schema_migrations GROUP BY version ORDER BY version",
    );
    expect(rows).toEqual(loadMigrations().map((m) => ({ version: m.version, n: 1 })));
  } finally {
    conn.release();
    await database.close();
  }
  expect((await migrate()).stdout).toMatch(/up to date/);
}, 90_000);

it("fails with the reason and exit code 1 when the database cannot be reached", async () => {
  const refused = run(process.execPath, ["--import", "tsx", "services/product-api/db/migrate-cli.ts"], {
    env: { ...process.env, DATABASE_URL: "postgres://kazi@127.0.0.1:9/kazi" },
  });
  await expect(refused).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringMatching(/^Migration failed: /),
  });
}, 30_000);
