import { startTestIdentity, type TestIdentity } from "../../../identity/testing";
import { jsonBody, startTestApi, TEST_AUDIENCE, type TestApi } from "../../testing/api";
import { testDatabases } from "../../testing/databases";
import { samplePdf } from "../../testing/documents";
import { insertTestJob } from "../../testing/fixtures";
import type { Application } from "../../contract";

// A proxy resends an application to another instance when the first died mid-request; the first
// may already have stored it. The same Idempotency-Key makes the resend a success, not a 409.

let identity: TestIdentity;
let token: string;

beforeAll(async () => {
  identity = await startTestIdentity({ audience: TEST_AUDIENCE });
  ({ accessToken: token } = await identity.seekerToken({ name: "Amina Njeri" }));
}, 90_000);
afterAll(() => identity?.close());

function cvForm(jobId: number) {
  const data = new FormData();
  data.set("jobId", String(jobId));
  data.set("resumeFile", new Blob([new Uint8Array(samplePdf())], { type: "application/pdf" }), "cv.pdf");
  return data;
}

describe.each(testDatabases)("application Idempotency-Key on %s", (_name, kind) => {
  let api: TestApi;
  const newJob = async () => (await insertTestJob(api.handle.database.db)).id;
  const count = async (sql: string, params: unknown[]) => {
    const conn = await api.handle.database.connect();
    const { rows } = await conn.query<{ n: number }>(sql, params);
    conn.release();
    return rows[0].n;
  };
  const applicationRows = (jobId: number) =>
    count("SELECT count(*)::int AS n FROM applications WHERE job_id = $1", [jobId]);
  const fileRows = (jobId: number) =>
    count(
      "SELECT count(*)::int AS n FROM application_files f JOIN applications a ON a.id = f.application_id WHERE a.job_id = $1",
      [jobId],
    );
  const submit = (jobId: number, key?: string) =>
    api.request("/api/v1/applications", {
      method: "POST",
      body: cvForm(jobId),
      token,
      headers: key === undefined ? {} : { "Idempotency-Key": key },
    });

  beforeAll(async () => {
    api = await startTestApi(kind, { auth: { issuer: identity.issuer, audience: TEST_AUDIENCE } });
  }, 60_000);
  afterAll(() => api?.close());

  it("answers a resend with the same key with the stored application: one row, one set of files", async () => {
    const jobId = await newJob();
    const first = await submit(jobId, "3f1c2a9e-8b7d-4c1e-9f6a-2d5b7e8c9a01");
    expect(first.status).toBe(201);
    const stored = api.storedFiles();
    const again = await submit(jobId, "3f1c2a9e-8b7d-4c1e-9f6a-2d5b7e8c9a01");
    expect(again.status).toBe(201);
    const [a, b] = [(await first.json()) as Application, (await again.json()) as Application];
    expect(b).toEqual(a);
    expect(await applicationRows(jobId)).toBe(1);
    expect(await fileRows(jobId)).toBe(1);
    expect(api.storedFiles()).toEqual(stored);
  });

  it("still answers 409 to a second application with another key or none", async () => {
    const jobId = await newJob();
    expect((await submit(jobId, "attempt:1")).status).toBe(201);
    const stored = api.storedFiles();
    for (const key of ["attempt:2", undefined]) {
      const res = await submit(jobId, key);
      expect([key, res.status]).toEqual([key, 409]);
      expect(await res.json()).toMatchObject({ title: "You have already applied for this job." });
    }
    // Applied first without a key, a keyed resend is still a second application.
    const other = await newJob();
    expect((await submit(other)).status).toBe(201);
    expect((await submit(other, "attempt:3")).status).toBe(409);
    expect(await applicationRows(jobId)).toBe(1);
    expect(api.storedFiles()).toHaveLength(stored.length + 1);
  });

  it("refuses a malformed key with 400 before storing anything", async () => {
    const jobId = await newJob();
    const stored = api.storedFiles();
    for (const key of ["", "has space", "x".repeat(129), "a/b"]) {
      const res = await submit(jobId, key);
      expect([key, res.status]).toEqual([key, 400]);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
      expect(await res.json()).toMatchObject({
        status: 400,
        detail: expect.stringContaining("The Idempotency-Key header must be 1 to 128 letters"),
      });
    }
    expect(await applicationRows(jobId)).toBe(0);
    expect(api.storedFiles()).toEqual(stored);
  });

  it("takes the key on the file-less apply route too", async () => {
    const jobId = await newJob();
    const apply = (key: string) =>
      api.request(`/api/v1/jobs/${jobId}/apply`, {
        ...jsonBody({ coverLetter: "Hello" }),
        token,
        headers: { "content-type": "application/json", "Idempotency-Key": key },
      });
    const first = await apply("k1");
    const again = await apply("k1");
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(((await again.json()) as Application).id).toBe(((await first.json()) as Application).id);
    expect((await apply("k2")).status).toBe(409);
    expect((await apply("bad key")).status).toBe(400);
    expect(await applicationRows(jobId)).toBe(1);
  });

  it("declares the header in the OpenAPI document of both routes", async () => {
    type Operation = { parameters?: { name: string; in: string }[] };
    const doc = (await (await api.request("/api/v1/openapi.json")).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    for (const path of ["/api/v1/applications", "/api/v1/jobs/{jobId}/apply"])
      expect([path, doc.paths[path].post.parameters]).toEqual([
        path,
        expect.arrayContaining([expect.objectContaining({ name: "idempotency-key", in: "header" })]),
      ]);
  });
});
