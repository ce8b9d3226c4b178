import { startTestIdentity, type TestIdentity } from "../../../identity/testing";
import { TEST_COMPANY_CLIENT } from "../../../identity/testing/employer-client";
import type { Application } from "../../contract";
import { loadMigrations, runMigrations } from "../../db/migrate";
import { jsonBody, startTestApi, TEST_AUDIENCE, type TestApi } from "../../testing/api";
import { testDatabases } from "../../testing/databases";
import { insertTestJob } from "../../testing/fixtures";

// An employer's system changes an application's status (PATCH /applications/{id}), the seeker sees
// every change with its time, and withdraws (POST /applications/{id}/withdraw): with real tokens
// from the tests' identity provider, whose employer client TEST_COMPANY_CLIENT belongs to a company.

type Seeker = { accessToken: string; sub: string };
let identity: TestIdentity;
let amina: Seeker;
let kwame: Seeker;
/** The company's client's token with applications:write; `jobsOnly` without it. */
let employer: string;
let jobsOnly: string;
/** The operator's tool (no company claim), with applications:write. */
let noCompany: string;

beforeAll(async () => {
  identity = await startTestIdentity({ audience: TEST_AUDIENCE });
  [amina, kwame, employer, jobsOnly, noCompany] = await Promise.all([
    identity.seekerToken({ name: "Amina Njeri" }),
    identity.seekerToken({ name: "Kwame Mensah" }),
    identity.employerToken("jobs:write applications:write", TEST_COMPANY_CLIENT),
    identity.employerToken("jobs:write", TEST_COMPANY_CLIENT),
    identity.employerToken("jobs:write applications:write"),
  ]);
}, 90_000);
afterAll(() => identity?.close());

const patchBody = (body: unknown): RequestInit => ({
  method: "PATCH",
  headers: { "content-type": "application/json" },
  body: typeof body === "string" ? body : JSON.stringify(body),
});

describe.each(testDatabases)("application status on %s", (_name, kind) => {
  let api: TestApi;
  let ownJob: number;
  let otherJob: number;

  beforeAll(async () => {
    api = await startTestApi(kind, { auth: { issuer: identity.issuer, audience: TEST_AUDIENCE } });
    const db = api.handle.database.db;
    // The job's company is matched whatever the case and outer spaces.
    ownJob = (await insertTestJob(db, { company: ` ${TEST_COMPANY_CLIENT.company.toUpperCase()}` })).id;
    otherJob = (await insertTestJob(db, { company: "Other Company Ltd" })).id;
  }, 60_000);
  afterAll(() => api?.close());

  const apply = async (seeker: Seeker, jobId: number) => {
    const res = await api.request(`/api/v1/jobs/${jobId}/apply`, {
      ...jsonBody({}),
      token: seeker.accessToken,
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Application;
  };
  const setStatus = (id: number | string, body: unknown, token: string | undefined = employer) =>
    api.request(`/api/v1/applications/${id}`, { ...patchBody(body), token });
  const withdraw = (id: number | string, token?: string) =>
    api.request(`/api/v1/applications/${id}/withdraw`, { method: "POST", token });
  const mine = async (seeker: Seeker) => {
    const res = await api.request("/api/v1/applications?pageSize=100", { token: seeker.accessToken });
    expect(res.status).toBe(200);
    return ((await res.json()) as { applications: Application[] }).applications;
  };
  const storedStatus = async (id: number) => {
    const conn = await api.handle.database.connect();
    const { rows } = await conn.query<{ status: string; entries: number }>(
      `SELECT status, (SELECT count(*)::int FROM application_status_changes WHERE application_id = $1) AS entries
       FROM applications WHERE id = $1`,
      [id],
    );
    conn.release();
    return rows[0];
  };

  it("starts every application's timeline with its creation", async () => {
    const application = await apply(amina, await newJobOf(TEST_COMPANY_CLIENT.company));
    expect(application.timeline).toEqual([{ status: "pending", at: application.createdAt, by: "seeker" }]);
  });

  it("lets the employer's client change the status of an application to its company's job", async () => {
    const application = await apply(amina, ownJob);
    const res = await setStatus(application.id, { status: "  Shortlisted " });
    expect(res.status).toBe(200);
    const changed = (await res.json()) as Application;
    expect(changed).toMatchObject({ id: application.id, status: "Shortlisted", job: { id: ownJob } });
    expect(changed.timeline).toEqual([
      { status: "pending", at: application.createdAt, by: "seeker" },
      { status: "Shortlisted", at: expect.any(String), by: "employer" },
    ]);
    // The seeker reads the same.
    const seen = (await mine(amina)).find((a) => a.id === application.id);
    expect(seen).toMatchObject({ status: "Shortlisted", timeline: changed.timeline });
  });

  it("answers 403 to another company's client, to a seeker, to a client without applications:write and to one of no company", async () => {
    const own = await apply(kwame, ownJob);
    const others = await apply(kwame, otherJob);
    const forbidden = [
      ["another company's client", others.id, employer],
      ["the seeker, on their own application", own.id, kwame.accessToken],
      ["another seeker", own.id, amina.accessToken],
      ["a client with jobs:write only", own.id, jobsOnly],
      ["a client of no company", own.id, noCompany],
    ] as const;
    for (const [who, id, token] of forbidden) {
      const res = await setStatus(id, { status: "Offer" }, token);
      expect([who, res.status]).toEqual([who, 403]);
      const problem = await res.json();
      expect(problem).toMatchObject({ status: 403, title: "Forbidden." });
      expect(problem.detail).toEqual(expect.any(String));
    }
    expect((await (await setStatus(others.id, { status: "Offer" })).json()).detail).toBe(
      "This application is for another company's job.",
    );
    const unsigned = await setStatus(own.id, { status: "Offer" }, "");
    expect(unsigned.status).toBe(401);
    for (const id of [own.id, others.id])
      expect(await storedStatus(id)).toEqual({ status: "pending", entries: 1 });
  });

  it("answers 404 for an unknown application, 400 for a bad id or a body that is not JSON, 422 for a bad status", async () => {
    const application = await apply(amina, await newJobOf(TEST_COMPANY_CLIENT.company));
    const missing = await setStatus(987654, { status: "Viewed" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ status: 404, title: "Application not found" });
    for (const id of ["abc", "0x10", "01", "2147483648"])
      expect([id, (await setStatus(id, { status: "Viewed" })).status]).toEqual([id, 400]);

    const notJson = await setStatus(application.id, "{status: Viewed");
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ status: 400, title: "The request body could not be read." });

    const bad: [unknown, string, RegExp][] = [
      [{}, "status", /./],
      [{ status: "   " }, "status", /Give the new status/],
      [{ status: 7 }, "status", /./],
      [{ status: "x".repeat(51) }, "status", /at most 50/],
      [{ status: "Inter\u0000view" }, "status", /control characters/],
      [{ status: "withdrawn" }, "status", /Only the seeker/],
    ];
    for (const [body, field, message] of bad) {
      const res = await setStatus(application.id, body);
      expect([body, res.status]).toEqual([body, 422]);
      const problem = await res.json();
      expect(problem.errors[field].join(" ")).toMatch(message);
      expect(problem.detail).toEqual(expect.any(String));
    }
    expect(await storedStatus(application.id)).toEqual({ status: "pending", entries: 1 });
  });

  it("keeps every change in order with its time, and a repeated status adds nothing", async () => {
    const application = await apply(amina, await newJobOf(TEST_COMPANY_CLIENT.company));
    const before = Date.now();
    for (const status of ["Viewed", "Interview", "Interview", "Offer"]) {
      const res = await setStatus(application.id, { status });
      expect([status, res.status]).toEqual([status, 200]);
    }
    const after = Date.now();
    const [seen] = (await mine(amina)).filter((a) => a.id === application.id);
    expect(seen.status).toBe("Offer");
    expect(seen.timeline.map((e) => [e.status, e.by])).toEqual([
      ["pending", "seeker"],
      ["Viewed", "employer"],
      ["Interview", "employer"],
      ["Offer", "employer"],
    ]);
    const times = seen.timeline.map((e) => Date.parse(e.at));
    expect(seen.timeline.every((e) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(e.at))).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const time of times.slice(1)) {
      expect(time).toBeGreaterThanOrEqual(before - 1000);
      expect(time).toBeLessThanOrEqual(after + 1000);
    }
    expect(await storedStatus(application.id)).toEqual({ status: "Offer", entries: 4 });
  });

  it("lets the seeker withdraw their own application, once, and keeps it in the timeline", async () => {
    const application = await apply(kwame, await newJobOf(TEST_COMPANY_CLIENT.company));
    expect((await setStatus(application.id, { status: "Viewed" })).status).toBe(200);

    const first = await withdraw(application.id, kwame.accessToken);
    expect(first.status).toBe(200);
    const withdrawn = (await first.json()) as Application;
    expect(withdrawn.status).toBe("Withdrawn");
    expect(withdrawn.timeline.map((e) => [e.status, e.by])).toEqual([
      ["pending", "seeker"],
      ["Viewed", "employer"],
      ["Withdrawn", "seeker"],
    ]);

    const again = await withdraw(application.id, kwame.accessToken);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(withdrawn);
    expect(await storedStatus(application.id)).toEqual({ status: "Withdrawn", entries: 3 });

    // The employer can no longer change it.
    const late = await setStatus(application.id, { status: "Offer" });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({
      status: 409,
      title: "The seeker has withdrawn this application.",
    });
    expect(await storedStatus(application.id)).toEqual({ status: "Withdrawn", entries: 3 });
  });

  it("does not let anyone withdraw someone else's application", async () => {
    const application = await apply(kwame, await newJobOf("Some Other Employer"));
    const byAmina = await withdraw(application.id, amina.accessToken);
    expect(byAmina.status).toBe(404);
    expect(await byAmina.json()).toMatchObject({ status: 404, title: "Application not found" });
    expect((await withdraw(application.id, employer)).status).toBe(404);
    expect((await withdraw(application.id)).status).toBe(401);
    expect((await withdraw(987654, amina.accessToken)).status).toBe(404);
    expect((await withdraw("0x10", amina.accessToken)).status).toBe(400);
    expect(await storedStatus(application.id)).toEqual({ status: "pending", entries: 1 });
  });

  it("describes the status change, the withdrawal and the timeline in the OpenAPI document", async () => {
    const doc = await (await api.request("/api/v1/openapi.json")).json();
    const patch = doc.paths["/api/v1/applications/{id}"].patch;
    expect(patch.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(patch.responses).sort()).toEqual(["200", "400", "401", "403", "404", "409", "422"]);
    expect(patch.description).toMatch(/applications:write/);
    const update = doc.components.schemas.ApplicationStatusUpdate;
    expect(update.required).toEqual(["status"]);
    expect(update.properties.status.description).toMatch(/"Shortlisted"/);
    const post = doc.paths["/api/v1/applications/{id}/withdraw"].post;
    expect(post.description).toMatch(/Idempotent/);
    const application = doc.components.schemas.Application;
    expect(application.required).toEqual(expect.arrayContaining(["timeline"]));
    expect(doc.components.schemas.ApplicationTimelineEntry.properties.by.enum).toEqual([
      "seeker",
      "employer",
    ]);
  });

  async function newJobOf(company: string) {
    return (await insertTestJob(api.handle.database.db, { company })).id;
  }
});

describe.each(testDatabases)("the status-changes migration on %s", (_name, kind) => {
  it("gives applications made before it their creation as the first entry, and new ones by itself", async () => {
    const handle = await kind.open({ migrate: false });
    try {
      const migrations = loadMigrations();
      const at = migrations.findIndex((m) => m.name === "0018_application_status_changes");
      expect(at).toBeGreaterThan(0);
      await runMigrations(handle.database, migrations.slice(0, at));
      const conn = await handle.database.connect();
      try {
        const job = (await insertTestJob(handle.database.db)).id;
        await conn.query(
          "INSERT INTO users (id, name, username) VALUES ('early', 'Early', 'early'), ('late', 'Late', 'late')",
        );
        const { rows: early } = await conn.query<{ id: number; created_at: Date }>(
          "INSERT INTO applications (user_id, job_id, created_at) VALUES ('early', $1, '2025-03-04T05:06:07.089Z') RETURNING id, created_at",
          [job],
        );
        await runMigrations(handle.database, migrations);
        // As an instance still running the code before the migration would write it.
        const { rows: late } = await conn.query<{ id: number }>(
          "INSERT INTO applications (user_id, job_id) VALUES ('late', $1) RETURNING id",
          [job],
        );
        const { rows } = await conn.query<{
          application_id: number;
          status: string;
          at: Date;
          changed_by: string;
        }>("SELECT application_id, status, at, changed_by FROM application_status_changes ORDER BY id");
        expect(rows).toEqual([
          { application_id: early[0].id, status: "pending", at: early[0].created_at, changed_by: "seeker" },
          { application_id: late[0].id, status: "pending", at: expect.any(Date), changed_by: "seeker" },
        ]);
      } finally {
        conn.release();
      }
    } finally {
      await handle.close();
    }
  });
});
