import { startTestIdentity, type TestIdentity } from "../../../identity/testing";
import { jobInput, daysFromNow, insertTestJob } from "../../testing/fixtures";
import { jsonBody, startTestApi, TEST_AUDIENCE, type TestApi } from "../../testing/api";
import { testDatabases } from "../../testing/databases";
import { seedJobs } from "../../seed/seed";
import { CATEGORIES } from "../../seed/data/roles";
import type { Job, JobList } from "../../contract";

let identity: TestIdentity;
let seekerToken: string;
let employerToken: string;

beforeAll(async () => {
  identity = await startTestIdentity({ audience: TEST_AUDIENCE });
  [{ accessToken: seekerToken }, employerToken] = await Promise.all([
    identity.seekerToken(),
    identity.employerToken(),
  ]);
}, 90_000);
afterAll(() => identity?.close());

const pagination = (res: Response) => JSON.parse(res.headers.get("x-pagination") ?? "null");

describe.each(testDatabases)("jobs API on %s", (_name, kind) => {
  let api: TestApi;
  const changed: number[][] = [];

  beforeAll(async () => {
    api = await startTestApi(kind, {
      auth: { issuer: identity.issuer, audience: TEST_AUDIENCE },
      onJobsChanged: (ids) => void changed.push(ids),
    });
    await seedJobs(api.handle.database.db, { count: 120 });
  }, 60_000);
  afterAll(() => api?.close());

  const list = async (query: string) => {
    const res = await api.request(`/api/v1/jobs${query}`);
    expect(res.status).toBe(200);
    return { res, body: (await res.json()) as JobList };
  };
  const titles = async (q: string) =>
    (await list(`?searchQuery=${encodeURIComponent(q)}&pageSize=50`)).body.jobs.map((j: Job) => j.title);

  describe("browse", () => {
    it("lists open jobs newest first, 15 per page, with the X-Pagination header", async () => {
      const { res, body } = await list("");
      expect(body.pageSize).toBe(15);
      expect(body.pageNumber).toBe(1);
      expect(body.jobs).toHaveLength(15);
      expect(body.totalPages).toBe(Math.ceil(body.totalCount / 15));
      expect(body.hasPrevious).toBe(false);
      expect(body.hasNext).toBe(true);
      expect(pagination(res)).toEqual({
        TotalItemCount: body.totalCount,
        TotalPageCount: body.totalPages,
        Page: 1,
        PageSize: 15,
      });
      const posted = body.jobs.map((job) => job.datePosted);
      expect(posted).toEqual([...posted].sort().reverse());
      for (const job of body.jobs)
        expect(job.deadline === null || new Date(job.deadline) > new Date()).toBe(true);
    });

    it("never lists a job whose deadline has passed", async () => {
      const closed = await insertTestJob(api.handle.database.db, {
        title: "Closed Vacancy",
        datePosted: daysFromNow(0),
        deadline: daysFromNow(-1),
      });
      const { body } = await list("?pageSize=1000&maxSize=1000");
      expect(body.jobs.map((job) => job.id)).not.toContain(closed.id);
      expect(body.totalCount).toBe(body.jobs.length);
    });

    it("pages through without overlap and reports the last page", async () => {
      const first = await list("?pageSize=10&pageNumber=1");
      const second = await list("?pageSize=10&pageNumber=2");
      const ids = new Set([...first.body.jobs, ...second.body.jobs].map((job) => job.id));
      expect(ids.size).toBe(20);
      expect(second.body.hasPrevious).toBe(true);
      const last = await list(`?pageSize=10&pageNumber=${first.body.totalPages}`);
      expect(last.body.hasNext).toBe(false);
      expect(last.body.jobs.length).toBe(first.body.totalCount - (first.body.totalPages - 1) * 10);
      const beyond = await list(`?pageSize=10&pageNumber=${first.body.totalPages + 1}`);
      expect(beyond.body.jobs).toEqual([]);
      expect(beyond.body.totalCount).toBe(first.body.totalCount);
    });

    it("caps pageSize with maxSize (default 100)", async () => {
      const capped = await list("?pageSize=50&maxSize=5");
      expect(capped.body.jobs).toHaveLength(5);
      expect(capped.body.pageSize).toBe(5);
      expect(pagination(capped.res).PageSize).toBe(5);
      const byDefault = await list("?pageSize=500");
      expect(byDefault.body.pageSize).toBe(100);
      expect(byDefault.body.jobs).toHaveLength(100);
    });
  });

  describe("search", () => {
    let titleMatch: number;
    let descriptionMatch: number;
    beforeAll(async () => {
      const db = api.handle.database.db;
      // The description-only match is newer, so only ranking can put the title match first.
      titleMatch = (await insertTestJob(db, { title: "Quokka Keeper", datePosted: daysFromNow(-5) })).id;
      descriptionMatch = (
        await insertTestJob(db, {
          description: "Visitors love our quokka enclosure.",
          datePosted: daysFromNow(-1),
        })
      ).id;
      await insertTestJob(db, {
        title: "Data Analyst",
        location: "Nairobi, Kenya",
        description: "Zebrafish research data.",
      });
      await insertTestJob(db, {
        title: "Senior Data Analyst",
        location: "Nairobi, Kenya",
        description: "Zebrafish lab.",
      });
      await insertTestJob(db, {
        title: "Analyst for Data Migration",
        location: "Nairobi, Kenya",
        description: "Zebrafish archive.",
      });
    });

    it("ranks a title match above a description-only match", async () => {
      const { body } = await list("?searchQuery=quokka");
      expect(body.jobs.map((job) => job.id)).toEqual([titleMatch, descriptionMatch]);
      expect(body.totalCount).toBe(2);
    });

    it("matches quoted phrases exactly and drops -excluded words", async () => {
      expect((await titles('"data analyst" zebrafish')).sort()).toEqual([
        "Data Analyst",
        "Senior Data Analyst",
      ]);
      expect(await titles('"data analyst" zebrafish -senior')).toEqual(["Data Analyst"]);
      expect((await titles("zebrafish -senior")).sort()).toEqual([
        "Analyst for Data Migration",
        "Data Analyst",
      ]);
    });

    it("lists everything but the excluded word when only exclusions are given", async () => {
      const all = await list("?pageSize=1000&maxSize=1000");
      const notSenior = await list("?searchQuery=-senior&pageSize=1000&maxSize=1000");
      expect(notSenior.body.totalCount).toBeGreaterThan(0);
      expect(notSenior.body.totalCount).toBeLessThan(all.body.totalCount);
      expect(notSenior.body.jobs.filter((job) => /senior/i.test(job.title))).toEqual([]);
    });

    it("treats the last word as a prefix and understands or", async () => {
      expect(await titles("quok")).toContain("Quokka Keeper");
      expect((await titles("zebrafish migration or senior")).sort()).toEqual([
        "Analyst for Data Migration",
        "Senior Data Analyst",
      ]);
    });

    it("finds jobs for every home-page category word", async () => {
      for (const category of CATEGORIES) {
        const { body } = await list(`?searchQuery=${category}`);
        expect([category, body.totalCount > 0]).toEqual([category, true]);
      }
    });

    it("survives hostile input with a 200, never a 500", async () => {
      for (const q of [
        "'",
        "\\",
        "a & | ! ( ) <-> :*",
        "' OR 1=1 --",
        '"unterminated phrase',
        "-",
        "or",
        "🙂 ".repeat(300),
      ]) {
        const res = await api.request(`/api/v1/jobs?searchQuery=${encodeURIComponent(q)}`);
        expect([q, res.status]).toEqual([q, 200]);
      }
    });
  });

  describe("job detail and errors", () => {
    it("returns one job, and 404 problem JSON for a missing one", async () => {
      const { body } = await list("?pageSize=1");
      const res = await api.request(`/api/v1/jobs/${body.jobs[0].id}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(body.jobs[0]);
      const missing = await api.request("/api/v1/jobs/999999");
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ title: "Job not found", status: 404 });
    });

    it("answers bad query and path parameters with 400 problem JSON", async () => {
      for (const path of [
        "/api/v1/jobs?pageSize=abc",
        "/api/v1/jobs?pageNumber=0",
        "/api/v1/jobs?maxSize=-1",
        "/api/v1/jobs/abc",
        "/api/v1/jobs/99999999999",
        "/api/v1/jobs/2147483648",
        "/api/v1/jobs/0x10",
        "/api/v1/jobs/1e3",
        "/api/v1/jobs/01",
        "/api/v1/jobs/1.0",
      ]) {
        const res = await api.request(path);
        expect([path, res.status]).toEqual([path, 400]);
        const body = await res.json();
        expect(body).toMatchObject({ status: 400, title: expect.any(String), errors: expect.any(Object) });
      }
    });

    it("answers unknown routes with 404 problem JSON and serves the OpenAPI document", async () => {
      const res = await api.request("/api/v1/nothing-here");
      expect(res.status).toBe(404);
      expect((await res.json()).status).toBe(404);
      const doc = await api.request("/api/v1/openapi.json");
      expect(doc.status).toBe(200);
      expect(Object.keys((await doc.json()).paths)).toEqual(
        expect.arrayContaining(["/api/v1/jobs", "/api/v1/jobs/{id}"]),
      );
    });
  });

  describe("writing jobs", () => {
    it("refuses anonymous writes with 401 and a Bearer challenge", async () => {
      for (const [method, path] of [
        ["POST", "/api/v1/jobs"],
        ["PUT", "/api/v1/jobs/1"],
        ["DELETE", "/api/v1/jobs/1"],
      ]) {
        const res = await api.request(path, { ...jsonBody(jobInput()), method });
        expect([method, res.status]).toEqual([method, 401]);
        expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
      }
      const forged = await api.request("/api/v1/jobs", { ...jsonBody(jobInput()), token: "not.a.jwt" });
      expect(forged.status).toBe(401);
    });

    it("refuses a job seeker with 403", async () => {
      const res = await api.request("/api/v1/jobs", { ...jsonBody(jobInput()), token: seekerToken });
      expect(res.status).toBe(403);
      expect((await res.json()).status).toBe(403);
    });

    it("lets an employer create, update and delete a job, announcing each change", async () => {
      changed.length = 0;
      const created = await api.request("/api/v1/jobs", {
        ...jsonBody(jobInput({ title: "Okapi Ranger" })),
        token: employerToken,
      });
      expect(created.status).toBe(201);
      const job = (await created.json()) as Job;
      expect(job).toMatchObject({
        title: "Okapi Ranger",
        jobType: "Full-time",
        countryCode: "RW",
        salaryCurrency: "USD",
      });
      expect((await titles("okapi"))[0]).toBe("Okapi Ranger");

      const updated = await api.request(`/api/v1/jobs/${job.id}`, {
        ...jsonBody({ title: "Okapi Head Ranger", salaryMax: 12000 }),
        method: "PUT",
        token: employerToken,
      });
      expect(updated.status).toBe(200);
      expect(await updated.json()).toMatchObject({
        id: job.id,
        title: "Okapi Head Ranger",
        salaryMin: 6000,
        salaryMax: 12000,
        company: job.company,
      });

      const deleted = await api.request(`/api/v1/jobs/${job.id}`, { method: "DELETE", token: employerToken });
      expect(deleted.status).toBe(204);
      expect((await api.request(`/api/v1/jobs/${job.id}`)).status).toBe(404);
      expect(changed).toEqual([[job.id], [job.id], [job.id]]);
    });

    it("answers invalid bodies with 422 problem JSON listing the fields", async () => {
      const cases: [string, RequestInit][] = [
        ["missing fields", jsonBody({ title: "x" })],
        ["bad job type", jsonBody(jobInput({ jobType: "Gig" as never }))],
        ["salary upside down", jsonBody(jobInput({ salaryMin: 9000, salaryMax: 100 }))],
        ["empty update", { ...jsonBody({}), method: "PUT" }],
      ];
      for (const [what, init] of cases) {
        const path = init.method === "PUT" ? "/api/v1/jobs/1" : "/api/v1/jobs";
        const res = await api.request(path, { ...init, token: employerToken });
        expect([what, res.status]).toEqual([what, 422]);
        expect(await res.json()).toMatchObject({ status: 422, errors: expect.any(Object) });
      }
      const malformed = await api.request("/api/v1/jobs", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{oops",
        token: employerToken,
      });
      expect(malformed.status).toBe(400);
      expect((await malformed.json()).status).toBe(400);
      const huge = await api.request("/api/v1/jobs", {
        ...jsonBody(jobInput({ description: "x".repeat(300_000) })),
        token: employerToken,
      });
      expect(huge.status).toBe(413);
    });
  });
});
