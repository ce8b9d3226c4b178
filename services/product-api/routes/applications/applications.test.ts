import { startTestIdentity, type TestIdentity } from "../../../identity/testing";
import { createLocalStorage } from "../../lib/storage";
import { jsonBody, startTestApi, TEST_AUDIENCE, type TestApi } from "../../testing/api";
import { testDatabases } from "../../testing/databases";
import { sampleDoc, sampleDocx, samplePdf, sampleRtf } from "../../testing/documents";
import { daysFromNow, insertTestJob } from "../../testing/fixtures";
import type { Application } from "../../contract";

type Seeker = { accessToken: string; sub: string };
let identity: TestIdentity;
let amina: Seeker;
let kwame: Seeker;
let unverified: Seeker;

beforeAll(async () => {
  identity = await startTestIdentity({ audience: TEST_AUDIENCE });
  [amina, kwame, unverified] = await Promise.all([
    identity.seekerToken({ name: "Amina Njeri" }),
    identity.seekerToken({ name: "Kwame Mensah" }),
    identity.seekerToken({ name: "Zawadi Otieno", verified: false }),
  ]);
}, 90_000);
afterAll(() => identity?.close());

function form(
  jobId: number | string,
  resume?: { bytes: Buffer; name: string; type?: string },
  coverLetter?: { bytes: Buffer; name: string } | string,
) {
  const data = new FormData();
  data.set("jobId", String(jobId));
  if (resume)
    data.set(
      "resumeFile",
      new Blob([new Uint8Array(resume.bytes)], { type: resume.type ?? "application/pdf" }),
      resume.name,
    );
  if (typeof coverLetter === "string") data.set("coverLetter", coverLetter);
  else if (coverLetter)
    data.set("coverLetter", new Blob([new Uint8Array(coverLetter.bytes)]), coverLetter.name);
  return data;
}

describe.each(testDatabases)("applications API on %s", (_name, kind) => {
  let api: TestApi;
  let failSecondPut = false;
  let openJob: number;
  let closedJob: number;
  const newJob = async () => (await insertTestJob(api.handle.database.db)).id;
  const rowCount = async (table: "applications" | "application_files") => {
    const conn = await api.handle.database.connect();
    const { rows } = await conn.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    conn.release();
    return rows[0].n;
  };

  beforeAll(async () => {
    api = await startTestApi(kind, {
      auth: { issuer: identity.issuer, audience: TEST_AUDIENCE },
      storage(dir) {
        const local = createLocalStorage(dir);
        let puts = 0;
        return {
          ...local,
          async put(key, bytes, meta) {
            if (failSecondPut && ++puts % 2 === 0) throw new Error("disk full");
            return local.put(key, bytes, meta);
          },
        };
      },
    });
    openJob = await newJob();
    closedJob = (
      await insertTestJob(api.handle.database.db, { title: "Expired Role", deadline: daysFromNow(-2) })
    ).id;
  }, 60_000);
  afterAll(() => api?.close());

  const submit = (data: FormData, token: string | undefined = amina.accessToken) =>
    api.request("/api/v1/applications", { method: "POST", body: data, token });

  it("needs a token on every application route", async () => {
    const calls: [string, RequestInit][] = [
      [
        "/api/v1/applications",
        { method: "POST", body: form(openJob, { bytes: samplePdf(), name: "cv.pdf" }) },
      ],
      ["/api/v1/applications", {}],
      [`/api/v1/applications/jobseeker/${amina.sub}`, {}],
      [`/api/v1/jobs/${openJob}/apply`, jsonBody({})],
      [`/api/v1/jobs/${openJob}/save`, { method: "POST" }],
    ];
    for (const [path, init] of calls) {
      const res = await api.request(path, init);
      expect([path, res.status]).toEqual([path, 401]);
    }
    expect(api.storedFiles()).toEqual([]);
  });

  it("refuses to take an application from an address that is not verified yet, before reading the CV", async () => {
    const calls: [string, RequestInit][] = [
      [
        "/api/v1/applications",
        { method: "POST", body: form(openJob, { bytes: samplePdf(), name: "cv.pdf" }) },
      ],
      [`/api/v1/jobs/${openJob}/apply`, jsonBody({})],
    ];
    for (const [path, init] of calls) {
      const res = await api.request(path, { ...init, token: unverified.accessToken });
      expect([path, res.status]).toEqual([path, 403]);
      expect(await res.json()).toMatchObject({
        status: 403,
        detail: "Verify your email address before applying. We sent you a link.",
      });
    }
    expect(api.storedFiles()).toEqual([]);
    expect(await rowCount("applications")).toBe(0);
  });

  it("accepts a PDF CV, stores it under a random name and starts the application as pending", async () => {
    const res = await submit(
      form(openJob, { bytes: samplePdf(), name: "Amina CV.pdf" }, "I would love to join your team."),
    );
    expect(res.status).toBe(201);
    const application = (await res.json()) as Application;
    expect(application).toMatchObject({
      status: "pending",
      job: { id: openJob, title: "Customer Support Associate" },
    });
    expect(api.storedFiles()).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
  });

  it("answers a second application to the same job with 409 and removes the file it had stored", async () => {
    const before = api.storedFiles();
    const res = await submit(form(openJob, { bytes: samplePdf(), name: "cv-again.pdf" }));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ title: "You have already applied for this job.", status: 409 });
    expect(api.storedFiles()).toEqual(before);
    expect(await rowCount("applications")).toBe(1);
    expect(await rowCount("application_files")).toBe(1);
  });

  it("accepts DOC, DOCX and RTF by content, with a cover letter file", async () => {
    for (const [bytes, name] of [
      [sampleDoc(), "cv.doc"],
      [sampleDocx(), "cv.docx"],
      [sampleRtf(), "cv.rtf"],
    ] as const) {
      const res = await submit(
        form(
          await newJob(),
          { bytes, name, type: "application/octet-stream" },
          { bytes: samplePdf(), name: "letter.pdf" },
        ),
      );
      expect([name, res.status]).toEqual([name, 201]);
    }
  });

  it("ignores an empty cover letter file input, as a plain HTML form sends it", async () => {
    const res = await submit(
      form(await newJob(), { bytes: samplePdf(), name: "cv.pdf" }, { bytes: Buffer.alloc(0), name: "" }),
    );
    expect(res.status).toBe(201);
  });

  it("refuses a renamed non-document with 415 and keeps nothing", async () => {
    const [files, rows] = [api.storedFiles(), await rowCount("applications")];
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    const res = await submit(form(await newJob(), { bytes: png, name: "cv.pdf", type: "application/pdf" }));
    expect(res.status).toBe(415);
    expect((await res.json()).status).toBe(415);
    expect([api.storedFiles(), await rowCount("applications")]).toEqual([files, rows]);
  });

  it("refuses files above 5 MB with 413", async () => {
    const big = Buffer.concat([samplePdf(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await submit(form(await newJob(), { bytes: big, name: "cv.pdf" }));
    expect(res.status).toBe(413);
    expect((await res.json()).status).toBe(413);
    const huge = Buffer.concat([samplePdf(), Buffer.alloc(11 * 1024 * 1024)]);
    expect((await submit(form(await newJob(), { bytes: huge, name: "cv.pdf" }))).status).toBe(413);
  });

  it("leaves no application and no file when storing the second file fails", async () => {
    const [files, rows] = [api.storedFiles(), await rowCount("applications")];
    const quiet = jest.spyOn(console, "error").mockImplementation(() => {});
    failSecondPut = true;
    try {
      const res = await submit(
        form(
          await newJob(),
          { bytes: samplePdf(), name: "cv.pdf" },
          { bytes: sampleRtf(), name: "letter.rtf" },
        ),
      );
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({
        title: "Something went wrong on our side.",
        status: 500,
        detail: "Please try again later.",
      });
    } finally {
      failSecondPut = false;
      quiet.mockRestore();
    }
    expect([api.storedFiles(), await rowCount("applications")]).toEqual([files, rows]);
  });

  it("refuses closed and missing jobs, and a form without a CV", async () => {
    const closed = await submit(form(closedJob, { bytes: samplePdf(), name: "cv.pdf" }));
    expect(closed.status).toBe(422);
    expect((await closed.json()).title).toBe("This job is no longer accepting applications.");
    expect((await submit(form(987654, { bytes: samplePdf(), name: "cv.pdf" }))).status).toBe(404);
    const noCv = await submit(form(openJob));
    expect(noCv.status).toBe(422);
    expect((await noCv.json()).errors).toEqual({ resumeFile: ["Resume/CV is required"] });
    const emptyCv = await submit(form(openJob, { bytes: Buffer.alloc(0), name: "" }));
    expect(emptyCv.status).toBe(422);
    expect((await emptyCv.json()).errors).toEqual({ resumeFile: ["Resume/CV is required"] });
  });

  it("applies without a file through /jobs/{id}/apply, with the same rules", async () => {
    const jobId = await newJob();
    const apply = (id: number) =>
      api.request(`/api/v1/jobs/${id}/apply`, {
        ...jsonBody({ coverLetter: "Hello" }),
        token: kwame.accessToken,
      });
    const res = await apply(jobId);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ status: "pending", job: { id: jobId } });
    expect((await apply(jobId)).status).toBe(409);
    expect((await apply(closedJob)).status).toBe(422);
    expect((await apply(987654)).status).toBe(404);
  });

  it("lists the caller's own applications, newest first, with X-Pagination", async () => {
    const res = await api.request("/api/v1/applications?page=1&pageSize=2", { token: amina.accessToken });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ totalCount: 5, page: 1, pageSize: 2, totalPages: 3 });
    expect(body.applications).toHaveLength(2);
    expect(JSON.parse(res.headers.get("x-pagination")!)).toEqual({
      TotalItemCount: 5,
      TotalPageCount: 3,
      Page: 1,
      PageSize: 2,
    });

    const own = await api.request(`/api/v1/applications/jobseeker/${amina.sub}?pageSize=50&pageNumber=1`, {
      token: amina.accessToken,
    });
    expect(own.status).toBe(200);
    const list = (await own.json()) as Application[];
    expect(list.map((a) => a.id)).toEqual([...list.map((a) => a.id)].sort((a, b) => b - a));
    expect(list).toHaveLength(5);
    expect(JSON.parse(own.headers.get("x-pagination")!)).toMatchObject({
      TotalItemCount: 5,
      Page: 1,
      PageSize: 50,
    });
  });

  it("stores a file name with control characters without them, and refuses NUL in a cover letter", async () => {
    const job = await newJob();
    const res = await submit(form(job, { bytes: samplePdf(), name: "cv\u0000\u0007/../x.pdf" }));
    expect(res.status).toBe(201);
    const conn = await api.handle.database.connect();
    const { rows } = await conn.query<{ original_name: string }>(
      "SELECT original_name FROM application_files ORDER BY id DESC LIMIT 1",
    );
    conn.release();
    expect(rows[0].original_name).toBe("cv..x.pdf");
    const nul = await submit(form(await newJob(), { bytes: samplePdf(), name: "cv.pdf" }, "Dear\u0000team"));
    expect(nul.status).toBe(422);
    expect((await nul.json()).errors).toHaveProperty("coverLetter");
  });

  it("answers 403 for someone else's applications", async () => {
    const res = await api.request(`/api/v1/applications/jobseeker/${amina.sub}`, {
      token: kwame.accessToken,
    });
    expect(res.status).toBe(403);
    expect((await res.json()).status).toBe(403);
  });
});
