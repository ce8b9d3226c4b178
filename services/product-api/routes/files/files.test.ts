import { readFileSync } from "node:fs";
import { join } from "node:path";
import { startTestIdentity, type TestIdentity } from "../../../identity/testing";
import { createLocalStorage } from "../../lib/storage";
import { startTestApi, TEST_AUDIENCE, type TestApi } from "../../testing/api";
import { testDatabases } from "../../testing/databases";
import { samplePdf, sampleRtf } from "../../testing/documents";
import { insertTestJob } from "../../testing/fixtures";
import type { SeekerFile } from "./files.schemas";

type Seeker = { accessToken: string; sub: string };
let identity: TestIdentity;
let amina: Seeker;
let kwame: Seeker;

beforeAll(async () => {
  identity = await startTestIdentity({ audience: TEST_AUDIENCE });
  [amina, kwame] = await Promise.all([
    identity.seekerToken({ name: "Amina Njeri" }),
    identity.seekerToken({ name: "Kwame Mensah" }),
  ]);
}, 90_000);
afterAll(() => identity?.close());

function form(
  jobId: number,
  fields: { resume?: [Buffer, string]; resumeFileId?: number; letter?: [Buffer, string] },
) {
  const data = new FormData();
  data.set("jobId", String(jobId));
  if (fields.resume) data.set("resumeFile", new Blob([new Uint8Array(fields.resume[0])]), fields.resume[1]);
  if (fields.resumeFileId !== undefined) data.set("resumeFileId", String(fields.resumeFileId));
  if (fields.letter) data.set("coverLetter", new Blob([new Uint8Array(fields.letter[0])]), fields.letter[1]);
  return data;
}

describe.each(testDatabases)("seeker files API on %s", (_name, kind) => {
  let api: TestApi;
  let failCopy = false;
  const newJob = async (title?: string) =>
    (await insertTestJob(api.handle.database.db, title ? { title } : {})).id;
  const submit = (data: FormData, token = amina.accessToken) =>
    api.request("/api/v1/applications", { method: "POST", body: data, token });
  const listFiles = async (token: string, query = "") => {
    const res = await api.request(`/api/v1/files${query}`, { token });
    expect(res.status).toBe(200);
    return (await res.json()) as { files: SeekerFile[]; totalCount: number };
  };
  const count = async (table: "applications" | "application_files") => {
    const conn = await api.handle.database.connect();
    const { rows } = await conn.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    conn.release();
    return rows[0].n;
  };
  const storageKeys = async () => {
    const conn = await api.handle.database.connect();
    const { rows } = await conn.query<{ storage_key: string }>("SELECT storage_key FROM application_files");
    conn.release();
    return rows.map((r) => r.storage_key).sort();
  };

  let cv: SeekerFile;
  let letter: SeekerFile;
  const cvBytes = Buffer.concat([samplePdf(), Buffer.from("% Amina's CV, version 3\n")]);

  beforeAll(async () => {
    api = await startTestApi(kind, {
      auth: { issuer: identity.issuer, audience: TEST_AUDIENCE },
      storage(dir) {
        const local = createLocalStorage(dir);
        return {
          ...local,
          async copy(from, to) {
            if (!failCopy) return local.copy(from, to);
            // A copy that dies half-way, leaving part of the object behind.
            await local.put(to, new Uint8Array(3), { contentType: "application/pdf", originalName: "x" });
            throw new Error("connection reset while copying");
          },
        };
      },
    });
    const first = await newJob("Data Analyst");
    const res = await submit(
      form(first, { resume: [cvBytes, "Amina CV – 2026.pdf"], letter: [sampleRtf(), "letter.rtf"] }),
    );
    expect(res.status).toBe(201);
    [letter, cv] = (await listFiles(amina.accessToken)).files.sort((a, b) => a.kind.localeCompare(b.kind));
  }, 60_000);
  afterAll(() => api?.close());

  it("needs a token to list or download files", async () => {
    expect((await api.request("/api/v1/files")).status).toBe(401);
    expect((await api.request(`/api/v1/files/${cv.id}/content`)).status).toBe(401);
  });

  it("lists the seeker's CV and cover letter with name, size, date and the job they went with", async () => {
    expect(cv).toMatchObject({
      kind: "resume",
      fileName: "Amina CV – 2026.pdf",
      contentType: "application/pdf",
      sizeBytes: cvBytes.length,
      application: { job: { title: "Data Analyst" } },
    });
    expect(letter).toMatchObject({
      kind: "cover_letter",
      fileName: "letter.rtf",
      contentType: "application/rtf",
    });
    expect(Date.parse(cv.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await listFiles(amina.accessToken, "?kind=resume")).files.map((f) => f.id)).toEqual([cv.id]);
    expect(await listFiles(kwame.accessToken)).toMatchObject({ files: [], totalCount: 0 });
    expect((await api.request("/api/v1/files?kind=photo", { token: amina.accessToken })).status).toBe(400);
  });

  it("downloads a file to its owner only, as an attachment that is never sniffed", async () => {
    const res = await api.request(`/api/v1/files/${cv.id}/content`, { token: amina.accessToken });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Amina CV _ 2026.pdf"; filename*=UTF-8''Amina%20CV%20%E2%80%93%202026.pdf`,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(cvBytes)).toBe(true);

    const other = await api.request(`/api/v1/files/${cv.id}/content`, { token: kwame.accessToken });
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ status: 404, title: "File not found" });
    expect((await api.request("/api/v1/files/987654/content", { token: amina.accessToken })).status).toBe(
      404,
    );
    expect((await api.request("/api/v1/files/0x10/content", { token: amina.accessToken })).status).toBe(400);
  });

  it("applies with an earlier CV: a copy under a new key, which outlives the first application", async () => {
    const second = await newJob("Support Lead");
    const res = await submit(form(second, { resumeFileId: cv.id }));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ status: "pending", job: { id: second } });

    const resumes = (await listFiles(amina.accessToken, "?kind=resume")).files;
    expect(resumes).toHaveLength(2);
    const copy = resumes[0];
    expect(copy).toMatchObject({
      fileName: cv.fileName,
      sizeBytes: cv.sizeBytes,
      contentType: "application/pdf",
      application: { job: { id: second } },
    });
    expect(copy.id).not.toBe(cv.id);
    const keys = await storageKeys();
    expect(new Set(keys).size).toBe(3);
    expect(api.storedFiles().sort()).toEqual(keys);

    // Deleting the first application (its rows cascade, its objects go) leaves the copy whole.
    const conn = await api.handle.database.connect();
    const { rows } = await conn.query<{ storage_key: string }>(
      "DELETE FROM application_files WHERE application_id = $1 RETURNING storage_key",
      [cv.application.id],
    );
    await conn.query("DELETE FROM applications WHERE id = $1", [cv.application.id]);
    conn.release();
    expect(rows).toHaveLength(2);
    const storage = createLocalStorage(api.uploadsDir);
    for (const { storage_key } of rows) await storage.delete(storage_key);
    const download = await api.request(`/api/v1/files/${copy.id}/content`, { token: amina.accessToken });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(cvBytes)).toBe(true);
    expect(readFileSync(join(api.uploadsDir, (await storageKeys())[0])).equals(cvBytes)).toBe(true);
    cv = copy;
  });

  it("refuses someone else's CV, a cover letter as a CV, and both a file and an id", async () => {
    const job = await newJob();
    const [files, rows] = [api.storedFiles(), await count("applications")];
    const theirs = await submit(form(job, { resumeFileId: cv.id }), kwame.accessToken);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toMatchObject({ status: 404, title: "CV not found" });
    expect((await submit(form(job, { resumeFileId: 987654 }))).status).toBe(404);

    const kwameApplies = await submit(
      form(await newJob(), { resume: [sampleRtf(), "kwame.rtf"], letter: [samplePdf(), "kl.pdf"] }),
      kwame.accessToken,
    );
    expect(kwameApplies.status).toBe(201);
    const kwameLetter = (await listFiles(kwame.accessToken, "?kind=cover_letter")).files[0];
    expect((await submit(form(job, { resumeFileId: kwameLetter.id }), kwame.accessToken)).status).toBe(404);

    const both = await submit(form(job, { resume: [samplePdf(), "cv.pdf"], resumeFileId: cv.id }));
    expect(both.status).toBe(422);
    expect((await both.json()).errors).toHaveProperty("resumeFileId");
    const bad = await submit(form(job, { resumeFileId: "1e3" as unknown as number }));
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toHaveProperty("resumeFileId");
    expect([await count("applications")]).toEqual([rows + 1]);
    expect(api.storedFiles().length).toBe(files.length + 2);
  });

  it("leaves no row and no object when the copy fails", async () => {
    const job = await newJob();
    const [files, rows, fileRows] = [
      api.storedFiles(),
      await count("applications"),
      await count("application_files"),
    ];
    const quiet = jest.spyOn(console, "error").mockImplementation(() => {});
    failCopy = true;
    try {
      const res = await submit(form(job, { resumeFileId: cv.id, letter: [samplePdf(), "letter.pdf"] }));
      expect(res.status).toBe(500);
    } finally {
      failCopy = false;
      quiet.mockRestore();
    }
    expect([api.storedFiles(), await count("applications"), await count("application_files")]).toEqual([
      files,
      rows,
      fileRows,
    ]);
  });

  it("answers 404 when the earlier CV's file has gone from the store since, and keeps nothing", async () => {
    const job = await newJob();
    const lost = (
      await submit(form(await newJob(), { resume: [samplePdf(), "lost.pdf"] }), kwame.accessToken)
    ).status;
    expect(lost).toBe(201);
    const [file] = (await listFiles(kwame.accessToken, "?kind=resume")).files.filter(
      (f) => f.fileName === "lost.pdf",
    );
    const conn = await api.handle.database.connect();
    const { rows } = await conn.query<{ storage_key: string }>(
      "SELECT storage_key FROM application_files WHERE id = $1",
      [file.id],
    );
    conn.release();
    await createLocalStorage(api.uploadsDir).delete(rows[0].storage_key);
    const [files, fileRows] = [api.storedFiles(), await count("application_files")];
    const res = await submit(form(job, { resumeFileId: file.id }), kwame.accessToken);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ title: "CV not found" });
    expect([api.storedFiles(), await count("application_files")]).toEqual([files, fileRows]);
  });

  it("names a stored file by the type its content shows, without bidi or control characters", async () => {
    const polyglot = Buffer.concat([Buffer.from("<html><script>alert(1)</script>"), samplePdf()]);
    const cases: [Buffer, string, string][] = [
      [polyglot, "poly.html", "poly.pdf"],
      [samplePdf(), "cv.svg", "cv.pdf"],
      [sampleRtf(), "cv.exe", "cv.rtf"],
      [samplePdf(), "cv\u202efdp.exe", "cvfdp.pdf"],
      [samplePdf(), "\u2067سيرتي الذاتية\u2069\u200f.html", "سيرتي الذاتية.pdf"],
      [samplePdf(), "CV 2026\u2028.pdf", "CV 2026.pdf"],
      [samplePdf(), "\u202e.exe", "document.pdf"],
    ];
    for (const [bytes, name, expected] of cases) {
      const res = await submit(form(await newJob(), { resume: [bytes, name] }), kwame.accessToken);
      expect([name, res.status]).toEqual([name, 201]);
      const [file] = (await listFiles(kwame.accessToken, "?kind=resume")).files;
      expect([name, file.fileName]).toEqual([name, expected]);
      const download = await api.request(`/api/v1/files/${file.id}/content`, { token: kwame.accessToken });
      expect(download.status).toBe(200);
      expect(download.headers.get("content-disposition")).toContain(
        `filename*=UTF-8''${encodeURIComponent(expected)}`,
      );
    }
  });

  it("downloads a file stored before names were cleaned under its type's extension", async () => {
    const res = await submit(form(await newJob(), { resume: [samplePdf(), "old.pdf"] }), kwame.accessToken);
    expect(res.status).toBe(201);
    const [file] = (await listFiles(kwame.accessToken, "?kind=resume")).files;
    const conn = await api.handle.database.connect();
    await conn.query("UPDATE application_files SET original_name = $1 WHERE id = $2", [
      "old\u202elmth.html",
      file.id,
    ]);
    conn.release();
    const [listed] = (await listFiles(kwame.accessToken, "?kind=resume")).files;
    expect(listed.fileName).toBe("oldlmth.pdf");
    const download = await api.request(`/api/v1/files/${file.id}/content`, { token: kwame.accessToken });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="oldlmth.pdf"; filename*=UTF-8''oldlmth.pdf`,
    );
    const again = await submit(form(await newJob(), { resumeFileId: file.id }), kwame.accessToken);
    expect(again.status).toBe(201);
    expect((await listFiles(kwame.accessToken, "?kind=resume")).files[0].fileName).toBe("oldlmth.pdf");
  });

  it("refuses a second application to the same job with an earlier CV and keeps no copy", async () => {
    const job = await newJob();
    expect((await submit(form(job, { resumeFileId: cv.id }))).status).toBe(201);
    const files = api.storedFiles();
    const again = await submit(form(job, { resumeFileId: cv.id }));
    expect(again.status).toBe(409);
    expect(api.storedFiles()).toEqual(files);
  });
});
