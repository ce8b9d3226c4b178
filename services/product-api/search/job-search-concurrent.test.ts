import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { startTestIdentity, type TestIdentity } from "../../identity/testing";
import type { JobList } from "../contract";
import { createApiApp, type ApiApp } from "../app";
import type { Db } from "../db/client";
import { createLocalStorage } from "../lib/storage";
import { TEST_AUDIENCE } from "../testing/api";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { insertTestJob } from "../testing/fixtures";
import { logPosition, readLog } from "./change-log";

// Job writes that commit out of seq order (two API instances, the seed CLI or psql at once): T1
// takes a seq, T2 takes a later one and commits, the index reads past both, then T1 commits.

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity({ audience: TEST_AUDIENCE });
}, 90_000);
afterAll(() => identity?.close());

const one = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];
const newestSeq = async (db: Db) =>
  Number((await one<{ seq: string }>(db, sql`SELECT max(seq) AS seq FROM job_changes`)).seq);

/** A transaction held open on its own connection until `finish` is called. */
function openTransaction(db: Db, work: (tx: Db) => Promise<void>) {
  let finish!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (finish = resolve));
  let ready!: (info: { xid: string; seq: number }) => void;
  const started = new Promise<{ xid: string; seq: number }>((resolve) => (ready = resolve));
  const done = db
    .transaction(async (tx) => {
      await work(tx as unknown as Db);
      const info = await one<{ xid: string; seq: string }>(
        tx as unknown as Db,
        sql`SELECT pg_current_xact_id()::text AS xid, max(seq) AS seq FROM job_changes`,
      );
      ready({ xid: info.xid, seq: Number(info.seq) });
      if (!(await decided)) tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message === "Rollback")) throw error;
    });
  return {
    started,
    commit: async () => (finish(true), await done),
    rollback: async () => (finish(false), await done),
  };
}

describe.each(testDatabases)("search index catching up on %s", (name, kind) => {
  let handle: TestDatabase;
  let api: ApiApp;
  let db: Db;
  let uploadsDir: string;

  beforeAll(async () => {
    handle = await kind.open();
    db = handle.database.db;
    uploadsDir = mkdtempSync(join(tmpdir(), "kazi-uploads-"));
    api = createApiApp({
      db,
      auth: { issuer: identity.issuer, audience: TEST_AUDIENCE },
      storage: createLocalStorage(uploadsDir),
    });
    await insertTestJob(db, { title: "Lighthouse Keeper" });
    await api.catchUp();
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
  });

  const titles = async (words: string) => {
    const res = await api.fetch(
      new Request(`http://product-api.test/api/v1/jobs?searchQuery=${encodeURIComponent(words)}`),
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as JobList).jobs.map((job) => job.title);
  };

  it("finds a change committed after a later one was already read", async () => {
    if (name === "PGlite") {
      // One connection: transactions run one after another, so only the order of commits is shown.
      await insertTestJob(db, { title: "Harbour Pilot" });
      await api.catchUp();
      expect(await titles("harbour")).toEqual(["Harbour Pilot"]);
      return;
    }
    const t1 = openTransaction(db, async (tx) => {
      await insertTestJob(tx, { title: "Harbour Pilot" });
      await tx.execute(sql`UPDATE jobs SET title = 'Lighthouse Engineer' WHERE title = 'Lighthouse Keeper'`);
    });
    const { seq: t1Seq } = await t1.started;
    await insertTestJob(db, { title: "Radio Operator" });
    expect(await newestSeq(db)).toBeGreaterThan(t1Seq);

    await api.catchUp();
    expect(await titles("radio")).toEqual(["Radio Operator"]);
    expect(await titles("harbour")).toEqual([]);
    expect(await titles("lighthouse")).toEqual(["Lighthouse Keeper"]);

    await t1.commit();
    await api.catchUp();
    expect(await titles("harbour")).toEqual(["Harbour Pilot"]);
    expect(await titles("lighthouse")).toEqual(["Lighthouse Engineer"]);
  });

  it("forgets a rolled-back transaction at the next read, and never shows its change", async () => {
    if (name === "PGlite") {
      await db
        .transaction(async (tx) => {
          await insertTestJob(tx as unknown as Db, { title: "Ferry Captain" });
          tx.rollback();
        })
        .catch(() => {});
      await insertTestJob(db, { title: "Tram Driver" });
      await api.catchUp();
      expect(await titles("tram")).toEqual(["Tram Driver"]);
      expect(await titles("ferry")).toEqual([]);
      expect((await logPosition(db)).inFlight).toBe("");
      return;
    }
    const t3 = openTransaction(db, (tx) => insertTestJob(tx, { title: "Ferry Captain" }).then(() => {}));
    const { xid } = await t3.started;
    await insertTestJob(db, { title: "Tram Driver" });
    const read = await readLog(db, await logPosition(db));
    expect(read.to.inFlight.split(",")).toContain(xid);
    await api.catchUp();
    expect(await titles("tram")).toEqual(["Tram Driver"]);

    await t3.rollback();
    const after = await readLog(db, read.to);
    expect(after.to.inFlight.split(",")).not.toContain(xid);
    expect(after.changes).toEqual([]);
    await api.catchUp();
    expect(await titles("ferry")).toEqual([]);
  });
});
