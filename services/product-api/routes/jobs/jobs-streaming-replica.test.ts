import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { startTestIdentity, type TestIdentity } from "../../../identity/testing";
import type { Job, JobList } from "../../contract";
import { createApiApp, type ApiApp } from "../../app";
import { createDb, type Database } from "../../db/client";
import { runMigrations } from "../../db/migrate";
import { createLocalStorage } from "../../lib/storage";
import { jsonBody, TEST_AUDIENCE } from "../../testing/api";
import { insertTestJob, jobInput } from "../../testing/fixtures";
import { startTestPostgres, type TestPostgres } from "../../testing/postgres";
import { firstRow, standbyCaughtUp, startTestStandby, type TestStandby } from "../../testing/standby";

// DATABASE_REPLICA_URL pointing at a real hot standby fed by streaming replication. The standby logs
// every statement, so the test sees which reads reached it; pausing its replay makes the lag.

let identity: TestIdentity;
let employerToken: string;
let server: TestPostgres;
let standby: TestStandby;
let database: Database;
let api: ApiApp;
let uploadsDir: string;

/** How many times the standby has read the rows of a result page (findJobsByIds). */
const rowReadsOnStandby = () => standby.log().match(/where "jobs"\."id" in \(/g)?.length ?? 0;

beforeAll(async () => {
  identity = await startTestIdentity({ audience: TEST_AUDIENCE });
  employerToken = await identity.employerToken();
  server = await startTestPostgres();
  const setup = await createDb({ databaseUrl: server.url });
  await runMigrations(setup);
  await insertTestJob(setup.db, { title: "Lighthouse Keeper" });
  await setup.close();
  standby = await startTestStandby(server.url);
  database = await createDb({ databaseUrl: server.url, replicaUrl: standby.url });
  uploadsDir = mkdtempSync(join(tmpdir(), "kazi-uploads-"));
  api = createApiApp({
    db: database.db,
    replica: database.replica,
    auth: { issuer: identity.issuer, audience: TEST_AUDIENCE },
    storage: createLocalStorage(uploadsDir),
  });
  await standbyCaughtUp(database);
}, 120_000);

afterAll(async () => {
  await database?.close();
  await standby?.stop();
  await server?.stop();
  await identity?.close();
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
});

const get = (path: string) => api.fetch(new Request(`http://product-api.test${path}`));
const search = async (words: string) => {
  const res = await get(`/api/v1/jobs?searchQuery=${encodeURIComponent(words)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as JobList).jobs;
};

describe("jobs with a streaming replica of PostgreSQL 15", () => {
  it("builds the search index and reads a search's jobs from the replica", async () => {
    await api.catchUp();
    expect(standby.log()).toMatch(/from "jobs" .*where "jobs"\."id" > \$1/);
    const before = rowReadsOnStandby();
    expect(await search("lighthouse")).toMatchObject([{ title: "Lighthouse Keeper" }]);
    expect(rowReadsOnStandby()).toBe(before + 1);
  });

  it("shows a write at once while the replica lags, then reads from the replica again", async () => {
    await database.replica!.execute(sql`SELECT pg_wal_replay_pause()`);
    for (let i = 0; i < 100; i++) {
      const { state } = await firstRow<{ state: string }>(
        database.replica!,
        sql`SELECT pg_get_wal_replay_pause_state() AS state`,
      );
      if (state === "paused") break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const created = await api.fetch(
      new Request("http://product-api.test/api/v1/jobs", {
        ...jsonBody(jobInput({ title: "Radio Operator" })),
        headers: { "content-type": "application/json", authorization: `Bearer ${employerToken}` },
      }),
    );
    expect(created.status).toBe(201);
    const job = (await created.json()) as Job;

    const before = rowReadsOnStandby();
    expect(await search("radio")).toMatchObject([{ id: job.id, title: "Radio Operator" }]);
    const page = await get(`/api/v1/jobs/${job.id}`);
    expect(page.status).toBe(200);
    expect(rowReadsOnStandby()).toBe(before);

    await database.replica!.execute(sql`SELECT pg_wal_replay_resume()`);
    await standbyCaughtUp(database);
    await api.catchUp();
    expect(await search("radio")).toMatchObject([{ id: job.id, title: "Radio Operator" }]);
    expect(rowReadsOnStandby()).toBe(before + 1);
  });
});
