import { eq, sql } from "drizzle-orm";
import { startTestIdentity, type TestIdentity } from "../../../identity/testing";
import { applicationFiles, applications, fileDeletions } from "../../db/schema";
import { runRetentionPass } from "../../retention/retention";
import { createStorage } from "../../lib/storage";
import { startTestApi, TEST_AUDIENCE, type TestApi } from "../../testing/api";
import { testDatabases } from "../../testing/databases";
import { samplePdf, sampleRtf } from "../../testing/documents";
import { insertTestJob } from "../../testing/fixtures";
import { startTestS3, type TestS3 } from "../../testing/s3";
import { removeStoredFiles, reserveUploads } from "../account/file-deletions";
import type { SeekerFile } from "../files/files.schemas";

type Seeker = { accessToken: string; sub: string };
let identity: TestIdentity;
let amina: Seeker;
let kwame: Seeker;
let employer: string;

beforeAll(async () => {
  identity = await startTestIdentity({ audience: TEST_AUDIENCE });
  [amina, kwame, employer] = await Promise.all([
    identity.seekerToken({ name: "Amina Njeri" }),
    identity.seekerToken({ name: "Kwame Mensah" }),
    identity.employerToken(),
  ]);
}, 90_000);
afterAll(() => identity?.close());

const cvBytes = Buffer.concat([samplePdf(), Buffer.from("% Amina's CV in the bucket\n")]);

function form(jobId: number, fields: { cv?: Buffer; cvId?: number; letter?: Buffer }) {
  const data = new FormData();
  data.set("jobId", String(jobId));
  if (fields.cv) data.set("resumeFile", new Blob([new Uint8Array(fields.cv)]), "cv.pdf");
  if (fields.cvId !== undefined) data.set("resumeFileId", String(fields.cvId));
  if (fields.letter) data.set("coverLetter", new Blob([new Uint8Array(fields.letter)]), "letter.rtf");
  return data;
}

describe.each(testDatabases)("applications with files in an S3-compatible bucket on %s", (_name, kind) => {
  let s3: TestS3;
  let api: TestApi;
  const db = () => api.handle.database.db;
  const newJob = async () => (await insertTestJob(db())).id;
  const submit = (data: FormData, token = amina.accessToken) =>
    api.request("/api/v1/applications", { method: "POST", body: data, token });
  const listed = async () => (await db().select().from(fileDeletions)).map((r) => r.storageKey).sort();
  const fileKeys = async () =>
    (await db().select({ key: applicationFiles.storageKey }).from(applicationFiles)).map((r) => r.key).sort();
  const count = () => db().$count(applications);
  const quietly = async <T>(run: () => Promise<T>) => {
    const quiet = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      return await run();
    } finally {
      quiet.mockRestore();
    }
  };

  beforeAll(async () => {
    s3 = await startTestS3();
    api = await startTestApi(kind, {
      auth: { issuer: identity.issuer, audience: TEST_AUDIENCE },
      storage: () => createStorage({ uploadsDir: "", s3: s3.storageConfig }),
    });
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await s3?.stop();
  });

  it("keeps a CV in the bucket for its owner only, and deleting the job removes its files", async () => {
    const [job, other] = [await newJob(), await newJob()];
    const res = await submit(form(job, { cv: cvBytes, letter: sampleRtf() }));
    expect(res.status).toBe(201);
    expect(await s3.keys()).toEqual(await fileKeys());
    expect(await s3.keys()).toHaveLength(2);
    expect(await listed()).toEqual([]);

    const files = (await (await api.request("/api/v1/files", { token: amina.accessToken })).json()) as {
      files: SeekerFile[];
    };
    const cv = files.files.find((f) => f.kind === "resume")!;
    const download = await api.request(`/api/v1/files/${cv.id}/content`, { token: amina.accessToken });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(cvBytes)).toBe(true);
    const theirs = await api.request(`/api/v1/files/${cv.id}/content`, { token: kwame.accessToken });
    expect(theirs.status).toBe(404);

    // The same CV again, copied inside the bucket for the other job's application.
    expect((await submit(form(other, { cvId: cv.id }))).status).toBe(201);
    const before = await s3.keys();
    expect(before).toHaveLength(3);

    const removed = await api.request(`/api/v1/jobs/${job}`, { method: "DELETE", token: employer });
    expect(removed.status).toBe(204);
    const left = await s3.keys();
    expect(left).toEqual(await fileKeys());
    expect(left).toHaveLength(1);
    expect(await listed()).toEqual([]);
    const copy = (await (await api.request("/api/v1/files", { token: amina.accessToken })).json()) as {
      files: SeekerFile[];
    };
    const again = await api.request(`/api/v1/files/${copy.files[0].id}/content`, {
      token: amina.accessToken,
    });
    expect(Buffer.from(await again.arrayBuffer()).equals(cvBytes)).toBe(true);
  });

  it("keeps the files of a job deleted while the bucket is down listed, and removes them on the next pass", async () => {
    const job = await newJob();
    const before = await fileKeys();
    const applied = await submit(form(job, { cv: cvBytes, letter: sampleRtf() }), kwame.accessToken);
    expect(applied.status).toBe(201);
    const theirs = (await fileKeys()).filter((k) => !before.includes(k));
    expect(theirs).toHaveLength(2);
    await s3.pause();
    const removed = await quietly(() =>
      api.request(`/api/v1/jobs/${job}`, { method: "DELETE", token: employer }),
    );
    expect(removed.status).toBe(204);
    await s3.resume();
    expect(await listed()).toEqual(theirs);
    expect(await s3.keys()).toEqual(expect.arrayContaining(theirs));

    expect(await runRetentionPass({ db: db(), storage: api.storage })).toMatchObject({ filesLeft: 0 });
    expect(await s3.keys()).toEqual(before);
    expect(await listed()).toEqual([]);
  });

  it("leaves no application and no object when the bucket stops between a CV and its cover letter", async () => {
    const [objects, rows, job] = [await s3.keys(), await count(), await newJob()];
    let puts = 0;
    s3.pauseOn((req) => req.method === "PUT" && ++puts === 2);
    const res = await quietly(() => submit(form(job, { cv: cvBytes, letter: sampleRtf() })));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      title: "Something went wrong on our side.",
      status: 500,
      detail: "Please try again later.",
    });
    expect(await count()).toBe(rows);
    await s3.resume();
    // The CV was stored before the bucket went away, and could not be removed then: it is listed.
    const stranded = (await s3.keys()).filter((k) => !objects.includes(k));
    expect(stranded).toHaveLength(1);
    expect(await listed()).toEqual(expect.arrayContaining(stranded));
    // What start-up and every later deletion run: the object goes, and so does the list.
    expect(await removeStoredFiles(db(), api.storage)).toBe(0);
    expect([await s3.keys(), await listed(), await count()]).toEqual([objects, [], rows]);
  });

  it("leaves no application when the bucket cannot be reached, and no object when the row cannot be written", async () => {
    const [objects, rows] = [await s3.keys(), await count()];
    const job = await newJob();
    await s3.pause();
    expect((await quietly(() => submit(form(job, { cv: cvBytes })))).status).toBe(500);
    await s3.resume();
    expect([await s3.keys(), await count()]).toEqual([objects, rows]);
    expect(await removeStoredFiles(db(), api.storage)).toBe(0);
    expect(await listed()).toEqual([]);

    // Stored, then refused by the database's unique index: the object is removed again.
    expect((await submit(form(job, { cv: cvBytes }))).status).toBe(201);
    const applied = await s3.keys();
    const twice = await submit(form(job, { cv: cvBytes, letter: sampleRtf() }));
    expect(twice.status).toBe(409);
    expect([await s3.keys(), await count(), await listed()]).toEqual([applied, rows + 1, []]);
  });

  // Only PostgreSQL has a second connection to delete the job from while the application waits.
  if (kind.name === "PostgreSQL 15")
    it("answers 404 and keeps no object when the job is deleted while the CV is being stored", async () => {
      const [objects, rows, job] = [await s3.keys(), await count(), await newJob()];
      const other = await api.handle.database.connect();
      try {
        await other.exec("BEGIN");
        await other.query("DELETE FROM jobs WHERE id = $1", [job]);
        const res = submit(form(job, { cv: cvBytes, letter: sampleRtf() }));
        // The application's insert waits on the deleted job's row lock, its files already stored.
        for (let waiting = false; !waiting;) {
          await new Promise((r) => setTimeout(r, 20));
          waiting = (await s3.keys()).length === objects.length + 2;
        }
        await new Promise((r) => setTimeout(r, 100));
        await other.exec("COMMIT");
        const answer = await res;
        expect(answer.status).toBe(404);
        expect((await answer.json()).detail).toBe("This job does not exist or has been removed.");
      } finally {
        other.release();
      }
      expect([await s3.keys(), await count(), await listed()]).toEqual([objects, rows, []]);
    });

  it("never sweeps an upload still under way, and sweeps one whose request died", async () => {
    const key = "0c0ffee0-0000-4000-8000-00000000dead";
    await reserveUploads(db(), [key]);
    await api.storage.put(key, samplePdf(), { contentType: "application/pdf", originalName: "cv.pdf" });
    await removeStoredFiles(db(), api.storage);
    expect(await s3.keys()).toContain(key);
    // An hour on, no application has claimed it: the request that stored it is gone.
    await db()
      .update(fileDeletions)
      .set({ notBefore: sql`now() - interval '1 second'` })
      .where(eq(fileDeletions.storageKey, key));
    await removeStoredFiles(db(), api.storage);
    expect(await s3.keys()).not.toContain(key);
    expect(await listed()).toEqual([]);
  });
});
