import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { startTestIdentity, type TestIdentity } from "../../identity/testing";
import { createDb, type Database } from "../db/client";
import { applicationFiles, applications, fileDeletions } from "../db/schema";
import { RETENTION } from "../lib/limits";
import { createLocalStorage, type Storage } from "../lib/storage";
import { startTestApi, TEST_AUDIENCE, type TestApi } from "../testing/api";
import { testDatabases } from "../testing/databases";
import { samplePdf, sampleRtf } from "../testing/documents";
import { insertTestJob } from "../testing/fixtures";
import type { MyData } from "../routes/account/account.schemas";
import { retentionCutoff, runRetentionPass, type RetentionResult } from "./retention";
import { startRetentionWorker } from "./retention-worker";

type Seeker = { accessToken: string; sub: string };
let identity: TestIdentity;

beforeAll(async () => {
  identity = await startTestIdentity({ audience: TEST_AUDIENCE });
}, 90_000);
afterAll(() => identity?.close());

const monthsAgo = (months: number, days = 0) => {
  const date = retentionCutoff(new Date(), months);
  date.setUTCDate(date.getUTCDate() - days);
  return date;
};

test("the privacy policy's 24 months", () => {
  expect(RETENTION.applicationsMonths).toBe(24);
  expect(retentionCutoff(new Date("2026-11-23T06:00:00Z")).toISOString()).toBe("2024-11-23T06:00:00.000Z");
});

describe.each(testDatabases)("data retention on %s", (_name, kind) => {
  let api: TestApi;
  let storage: Storage;
  let failDeletes = 0;
  const db = () => api.handle.database.db;
  const deps = () => ({ db: db(), storage });

  beforeAll(async () => {
    api = await startTestApi(kind, {
      auth: { issuer: identity.issuer, audience: TEST_AUDIENCE },
      storage(dir) {
        const local = createLocalStorage(dir);
        storage = {
          ...local,
          async delete(key) {
            if (failDeletes > 0 && failDeletes--) throw new Error("store unreachable");
            return local.delete(key);
          },
        };
        return storage;
      },
    });
  }, 60_000);
  afterAll(() => api?.close());

  async function newSeeker(name: string): Promise<Seeker> {
    const email = `${name.toLowerCase().replace(/\W+/g, ".")}-${randomUUID().slice(0, 8)}@example.com`;
    return identity.seekerToken({ name, email });
  }

  /** Applies with a CV and a cover letter (two stored files), dated `createdAt`. */
  async function applyOn(seeker: Seeker, createdAt: Date) {
    const job = await insertTestJob(db(), { title: "Clinical Officer" });
    const form = new FormData();
    form.set("jobId", String(job.id));
    form.set("resumeFile", new Blob([new Uint8Array(samplePdf())], { type: "application/pdf" }), "CV.pdf");
    form.set("coverLetter", new Blob([new Uint8Array(sampleRtf())]), "letter.rtf");
    const res = await api.request("/api/v1/applications", {
      method: "POST",
      body: form,
      token: seeker.accessToken,
    });
    expect(res.status).toBe(201);
    const [row] = await db()
      .update(applications)
      .set({ createdAt })
      .where(eq(applications.jobId, job.id))
      .returning();
    const files = await db()
      .select({ key: applicationFiles.storageKey })
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, row.id));
    expect(files).toHaveLength(2);
    return { id: row.id, keys: files.map((f) => f.key) };
  }

  const exported = async (seeker: Seeker) =>
    (await (await api.request("/api/v1/users/me/export", { token: seeker.accessToken })).json()) as MyData;

  it("deletes applications older than 24 months with their files, in batches, and keeps the rest", async () => {
    const amina = await newSeeker("Amina Old");
    const kwame = await newSeeker("Kwame Other");
    const old = await applyOn(amina, monthsAgo(24, 1));
    const older = await applyOn(amina, monthsAgo(30));
    const recent = await applyOn(amina, monthsAgo(23));
    const theirs = await applyOn(kwame, monthsAgo(1));
    const gone = [...old.keys, ...older.keys];
    expect(api.storedFiles()).toEqual(expect.arrayContaining([...gone, ...recent.keys, ...theirs.keys]));

    // One application per transaction here, so the pass has to go round its loop.
    const result = await runRetentionPass(deps(), new Date(), 1);
    expect(result).toEqual({ applications: 2, files: 4, filesLeft: 0 });

    const left = await db().select({ id: applications.id }).from(applications);
    expect(left.map((a) => a.id)).toEqual(expect.arrayContaining([recent.id, theirs.id]));
    expect(left.map((a) => a.id)).not.toContain(old.id);
    expect(left.map((a) => a.id)).not.toContain(older.id);
    expect(api.storedFiles().filter((f) => gone.includes(f))).toEqual([]);
    expect(api.storedFiles()).toEqual(expect.arrayContaining([...recent.keys, ...theirs.keys]));
    expect(await db().select().from(fileDeletions)).toEqual([]);

    const mine = await exported(amina);
    expect(mine.applications.map((a) => a.id)).toEqual([recent.id]);
    expect(mine.applications[0].files).toHaveLength(2);
    const download = await api.request(`/api/v1/files/${mine.applications[0].files[0].id}/content`, {
      token: amina.accessToken,
    });
    expect(download.status).toBe(200);
    expect((await exported(kwame)).applications.map((a) => a.id)).toEqual([theirs.id]);

    // Nothing left to do: a second pass (another instance, tomorrow) deletes nothing.
    expect(await runRetentionPass(deps())).toEqual({ applications: 0, files: 0, filesLeft: 0 });
  });

  it("keeps a file the store could not remove listed in file_deletions and removes it on the next pass", async () => {
    const baraka = await newSeeker("Baraka Retry");
    const old = await applyOn(baraka, monthsAgo(25));
    failDeletes = 1;
    expect(await runRetentionPass(deps())).toEqual({ applications: 1, files: 2, filesLeft: 1 });
    expect(await db().select().from(applications).where(eq(applications.id, old.id))).toEqual([]);
    const stranded = api.storedFiles().filter((f) => old.keys.includes(f));
    expect(stranded).toHaveLength(1);
    expect((await db().select().from(fileDeletions)).map((r) => r.storageKey)).toEqual(stranded);

    expect(await runRetentionPass(deps())).toEqual({ applications: 0, files: 0, filesLeft: 0 });
    expect(api.storedFiles().filter((f) => old.keys.includes(f))).toEqual([]);
    expect(await db().select().from(fileDeletions)).toEqual([]);
  });

  it("passes running at once on two instances delete each application once", async () => {
    const seeker = await newSeeker("Zawadi Twice");
    const olds = await Promise.all([30, 28, 26].map((m) => applyOn(seeker, monthsAgo(m))));
    let other: Database | undefined;
    if (api.handle.url) other = await createDb({ databaseUrl: api.handle.url });
    try {
      const results = await Promise.all([
        runRetentionPass(deps(), new Date(), 1),
        runRetentionPass({ db: (other ?? api.handle.database).db, storage }, new Date(), 1),
      ]);
      expect(results.reduce((n, r) => n + r.applications, 0)).toBe(3);
      expect(results.reduce((n, r) => n + r.files, 0)).toBe(6);
      const keys = olds.flatMap((o) => o.keys);
      expect(api.storedFiles().filter((f) => keys.includes(f))).toEqual([]);
      expect(await db().select().from(fileDeletions)).toEqual([]);
    } finally {
      await other?.close();
    }
  });

  it("runs the pass from its pg-boss queue", async () => {
    const seeker = await newSeeker("Neema Queued");
    const old = await applyOn(seeker, monthsAgo(27));
    let passed!: (result: RetentionResult) => void;
    const pass = new Promise<RetentionResult>((resolve) => (passed = resolve));
    const worker = await startRetentionWorker(api.handle.database, deps(), {
      cron: "0 0 1 1 *",
      onPass: passed,
    });
    try {
      expect(await worker.queuePass()).toEqual(expect.any(String));
      expect(await pass).toMatchObject({ applications: 1, files: 2 });
      expect(api.storedFiles().filter((f) => old.keys.includes(f))).toEqual([]);
    } finally {
      await worker.stop();
    }
  }, 60_000);
});
