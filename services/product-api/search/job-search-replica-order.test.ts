import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { startTestIdentity, type TestIdentity } from "../../identity/testing";
import type { JobList } from "../contract";
import { createApiApp, type ApiApp } from "../app";
import { createDb, type Database, type Db } from "../db/client";
import { runMigrations } from "../db/migrate";
import { createLocalStorage } from "../lib/storage";
import { TEST_AUDIENCE } from "../testing/api";
import { insertTestJob } from "../testing/fixtures";
import { startTestPostgres, type TestPostgres } from "../testing/postgres";
import {
  firstRow,
  newestChange,
  standbyCaughtUp,
  startTestStandby,
  type TestStandby,
} from "../testing/standby";

// A real hot standby as DATABASE_REPLICA_URL, and job writes committing out of seq order: the
// standby has replayed the newest entry but not an older one that committed after it, so "the
// replica has the newest seq" must not be taken for "the replica holds everything".

let identity: TestIdentity;
let server: TestPostgres;
let standby: TestStandby;
let database: Database;
let uploadsDir: string;

async function setReplay(state: "pause" | "resume") {
  await database.replica!.execute(sql.raw(`SELECT pg_wal_replay_${state}()`));
  for (let i = 0; state === "pause" && i < 100; i++) {
    const { paused } = await firstRow<{ paused: string }>(
      database.replica!,
      sql`SELECT pg_get_wal_replay_pause_state() AS paused`,
    );
    if (paused === "paused") return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const newApi = () =>
  createApiApp({
    db: database.db,
    replica: database.replica,
    auth: { issuer: identity.issuer, audience: TEST_AUDIENCE },
    storage: createLocalStorage(uploadsDir),
  });

const titles = async (api: ApiApp, words: string) => {
  const res = await api.fetch(
    new Request(`http://product-api.test/api/v1/jobs?searchQuery=${encodeURIComponent(words)}`),
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as JobList).jobs.map((job) => job.title);
};

beforeAll(async () => {
  identity = await startTestIdentity({ audience: TEST_AUDIENCE });
  server = await startTestPostgres();
  const setup = await createDb({ databaseUrl: server.url });
  await runMigrations(setup);
  await insertTestJob(setup.db, { title: "Lighthouse Keeper" });
  await setup.close();
  standby = await startTestStandby(server.url);
  database = await createDb({ databaseUrl: server.url, replicaUrl: standby.url });
  uploadsDir = mkdtempSync(join(tmpdir(), "kazi-uploads-"));
  await standbyCaughtUp(database);
}, 120_000);

afterAll(async () => {
  await database?.close();
  await standby?.stop();
  await server?.stop();
  await identity?.close();
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
});

describe("search index with a streaming replica, writes committing out of seq order", () => {
  it("reads an older entry the replica has not replayed from the primary, when catching up and when building", async () => {
    const api = newApi();
    await api.catchUp();
    expect(await titles(api, "lighthouse")).toEqual(["Lighthouse Keeper"]);

    // T1 takes a seq and stays open; T2 takes a later one and commits; the standby replays T2.
    let commitT1!: () => void;
    const t1Open = new Promise<void>((resolve) => (commitT1 = resolve));
    let t1Wrote!: () => void;
    const t1Written = new Promise<void>((resolve) => (t1Wrote = resolve));
    const t1 = database.db.transaction(async (tx) => {
      await insertTestJob(tx as unknown as Db, { title: "Harbour Pilot" });
      t1Wrote();
      await t1Open;
    });
    await t1Written;
    await insertTestJob(database.db, { title: "Radio Operator" });
    await standbyCaughtUp(database);
    await api.catchUp();
    expect(await titles(api, "radio")).toEqual(["Radio Operator"]);

    // The standby stops replaying before T1's commit reaches it.
    await setReplay("pause");
    try {
      commitT1();
      await t1;
      expect(await newestChange(database.replica!)).toBe(await newestChange(database.db));

      await api.catchUp();
      expect(await titles(api, "harbour")).toEqual(["Harbour Pilot"]);
      // An instance starting now builds its index from the primary, not from the standby.
      const fresh = newApi();
      await fresh.catchUp();
      expect(await titles(fresh, "harbour")).toEqual(["Harbour Pilot"]);
      expect(await titles(fresh, "radio")).toEqual(["Radio Operator"]);
    } finally {
      await setReplay("resume");
    }
  });
});
