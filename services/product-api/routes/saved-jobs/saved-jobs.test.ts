import { startTestIdentity, type TestIdentity } from "../../../identity/testing";
import { jsonBody, startTestApi, TEST_AUDIENCE, type TestApi } from "../../testing/api";
import { testDatabases } from "../../testing/databases";
import { daysFromNow, insertTestJob } from "../../testing/fixtures";

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

describe.each(testDatabases)("saved jobs API on %s", (_name, kind) => {
  let api: TestApi;
  let first: number;
  let second: number;
  let closed: number;

  beforeAll(async () => {
    api = await startTestApi(kind, { auth: { issuer: identity.issuer, audience: TEST_AUDIENCE } });
    const db = api.handle.database.db;
    first = (await insertTestJob(db, { title: "Field Sales Agent" })).id;
    second = (await insertTestJob(db, { title: "Junior Accountant" })).id;
    closed = (await insertTestJob(db, { title: "Expired Role", deadline: daysFromNow(-2) })).id;
  }, 60_000);
  afterAll(() => api?.close());

  const as = (seeker: Seeker, path: string, init: RequestInit = {}) =>
    api.request(path, { ...init, token: seeker.accessToken });
  const save = (seeker: Seeker, jobId: number | string) =>
    as(seeker, `/api/v1/jobs/${jobId}/save`, { method: "POST" });
  const unsave = (seeker: Seeker, jobId: number | string) =>
    as(seeker, `/api/v1/jobs/${jobId}/save`, { method: "DELETE" });
  const savedIds = async (seeker: Seeker, query = "") => {
    const res = await as(seeker, `/api/v1/users/me/saved-jobs${query}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { savedJobs: { job: { id: number } }[] };
    return body.savedJobs.map((item) => item.job.id);
  };

  it("asks for a token on every saved-jobs call", async () => {
    const calls: [string, string][] = [
      ["POST", `/api/v1/jobs/${first}/save`],
      ["DELETE", `/api/v1/jobs/${first}/save`],
      ["GET", "/api/v1/users/me/saved-jobs"],
      ["GET", "/api/v1/users/me/job-marks"],
      ["GET", `/api/v1/jobs/${first}/application`],
    ];
    for (const [method, path] of calls) {
      const res = await api.request(path, { method });
      expect([method, path, res.status]).toEqual([method, path, 401]);
    }
  });

  it("saves a job idempotently, and a job that does not exist is a 404", async () => {
    const created = await save(kwame, first);
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ jobId: first, saved: true });
    const again = await save(kwame, first);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ jobId: first, saved: true });
    expect((await save(kwame, 987654)).status).toBe(404);
    expect((await save(kwame, "0x10")).status).toBe(400);
    await unsave(kwame, first);
  });

  it("lists saved jobs newest-saved first, marks closed ones, and pages them with X-Pagination", async () => {
    for (const id of [second, closed, first]) expect((await save(amina, id)).status).toBe(201);
    const res = await as(amina, "/api/v1/users/me/saved-jobs?page=1&pageSize=2");
    expect(res.status).toBe(200);
    expect(JSON.parse(res.headers.get("x-pagination")!)).toEqual({
      TotalItemCount: 3,
      TotalPageCount: 2,
      Page: 1,
      PageSize: 2,
    });
    const body = await res.json();
    expect(body).toMatchObject({ totalCount: 3, page: 1, pageSize: 2, totalPages: 2 });
    expect(body.savedJobs.map((s: { job: { title: string } }) => s.job.title)).toEqual([
      "Field Sales Agent",
      "Expired Role",
    ]);
    expect(body.savedJobs.map((s: { closed: boolean }) => s.closed)).toEqual([false, true]);
    expect(Date.parse(body.savedJobs[0].savedAt)).toBeGreaterThanOrEqual(
      Date.parse(body.savedJobs[1].savedAt),
    );
    expect(await savedIds(amina, "?page=2&pageSize=2")).toEqual([second]);
    expect((await as(amina, "/api/v1/users/me/saved-jobs?pageSize=101")).status).toBe(400);
  });

  it("unsaves idempotently", async () => {
    expect((await unsave(amina, closed)).status).toBe(204);
    expect((await unsave(amina, closed)).status).toBe(204);
    expect((await unsave(amina, 987654)).status).toBe(204);
    expect(await savedIds(amina)).toEqual([first, second]);
  });

  it("gives the seeker's applied and saved job ids in one call", async () => {
    const applied = await as(amina, `/api/v1/jobs/${second}/apply`, jsonBody({}));
    expect(applied.status).toBe(201);
    const application = await applied.json();
    const res = await as(amina, "/api/v1/users/me/job-marks");
    expect(res.status).toBe(200);
    const marks = await res.json();
    expect(marks.applied).toEqual([
      { jobId: second, applicationId: application.id, appliedAt: application.createdAt },
    ]);
    expect(marks.saved.map((s: { jobId: number }) => s.jobId)).toEqual([first, second]);
  });

  it("answers 'did I apply to this job' with one call", async () => {
    const yes = await as(amina, `/api/v1/jobs/${second}/application`);
    expect(yes.status).toBe(200);
    expect(await yes.json()).toMatchObject({ status: "pending", job: { id: second } });
    const no = await as(amina, `/api/v1/jobs/${first}/application`);
    expect(no.status).toBe(404);
    expect(no.headers.get("content-type")).toContain("application/problem+json");
    expect((await no.json()).detail).toBe("You have not applied for this job.");
  });

  it("never shows or changes another seeker's saved jobs or applications", async () => {
    // Kwame sees none of Amina's marks, cannot read her application, and his unsave leaves hers alone.
    expect(await savedIds(kwame)).toEqual([]);
    const marks = await (await as(kwame, "/api/v1/users/me/job-marks")).json();
    expect(marks).toEqual({ applied: [], saved: [] });
    expect((await as(kwame, `/api/v1/jobs/${second}/application`)).status).toBe(404);
    expect((await unsave(kwame, first)).status).toBe(204);
    expect(await savedIds(amina)).toEqual([first, second]);
    // Asking for her applications by her id is refused outright.
    expect((await as(kwame, `/api/v1/applications/jobseeker/${amina.sub}`)).status).toBe(403);
  });

  it("documents the saved-jobs operations in OpenAPI", async () => {
    const doc = await (await api.request("/api/v1/openapi.json")).json();
    expect(Object.keys(doc.paths["/api/v1/jobs/{jobId}/save"]).sort()).toEqual(["delete", "post"]);
    expect(doc.paths["/api/v1/jobs/{jobId}/save"].delete.description).toMatch(/Idempotent/);
    expect(doc.paths["/api/v1/users/me/saved-jobs"].get).toBeDefined();
    expect(doc.paths["/api/v1/users/me/job-marks"].get).toBeDefined();
    expect(doc.paths["/api/v1/jobs/{jobId}/application"].get).toBeDefined();
  });
});
