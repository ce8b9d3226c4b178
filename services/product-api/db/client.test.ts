import { sql } from "drizzle-orm";
import { startTestPostgres, type TestPostgres } from "../testing/postgres";
import { createDb, type Database } from "./client";

// PostgreSQL restarts, or an administrator ends a session: connections drop under the API, idle
// or checked out. Neither may take the process down; the next query gets a fresh connection.

let server: TestPostgres;
let database: Database;

beforeAll(async () => {
  server = await startTestPostgres();
  database = await createDb({ databaseUrl: server.url, poolSize: 3 });
}, 60_000);
afterAll(async () => {
  await database?.close();
  await server?.stop();
});

test("a checked-out connection that the server ends is reported, not thrown at the process", async () => {
  const held = await database.connect();
  const [{ pid }] = (await held.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  process.on("uncaughtException", onUncaught);
  try {
    await database.db.execute(sql`SELECT pg_terminate_backend(${pid})`);
    await new Promise((r) => setTimeout(r, 300));
    await expect(held.query("SELECT 1")).rejects.toThrow();
    held.release();
  } finally {
    process.off("uncaughtException", onUncaught);
  }
  expect(uncaught).toEqual([]);
  const fresh = await database.connect();
  expect((await fresh.query("SELECT 1 AS ok")).rows).toEqual([{ ok: 1 }]);
  fresh.release();
}, 30_000);
