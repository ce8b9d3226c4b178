import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { startTestIdentity, type TestIdentity } from "../../../identity/testing";
import { fileDeletions, jobAlertSentJobs, jobAlerts, jobReports } from "../../db/schema";
import { createLocalStorage } from "../../lib/storage";
import { jsonBody, startTestApi, TEST_AUDIENCE, type TestApi } from "../../testing/api";
import { testDatabases } from "../../testing/databases";
import { samplePdf, sampleRtf } from "../../testing/documents";
import { insertTestJob } from "../../testing/fixtures";
import { reporterKey } from "../reports/reports.queries";
import type { MyData } from "./account.schemas";

type Seeker = { accessToken: string; sub: string; email: string };
let identity: TestIdentity;

beforeAll(async () => {
  identity = await startTestIdentity({ audience: TEST_AUDIENCE });
}, 90_000);
afterAll(() => identity?.close());

async function newSeeker(name: string): Promise<Seeker> {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}-${randomUUID().slice(0, 8)}@example.com`;
  return { ...(await identity.seekerToken({ name, email })), email };
}

function cvForm(jobId: number, cover = true) {
  const data = new FormData();
  data.set("jobId", String(jobId));
  data.set(
    "resumeFile",
    new Blob([new Uint8Array(samplePdf())], { type: "application/pdf" }),
    "Amina CV.pdf",
  );
  if (cover) data.set("coverLetter", new Blob([new Uint8Array(sampleRtf())]), "letter.rtf");
  return data;
}

describe.each(testDatabases)("account API on %s", (_name, kind) => {
  let api: TestApi;
  let failDeletes = 0;
  const db = () => api.handle.database.db;

  beforeAll(async () => {
    api = await startTestApi(kind, {
      auth: { issuer: identity.issuer, audience: TEST_AUDIENCE },
      storage(dir) {
        const local = createLocalStorage(dir);
        return {
          ...local,
          async delete(key) {
            if (failDeletes > 0 && failDeletes--) throw new Error("store unreachable");
            return local.delete(key);
          },
        };
      },
    });
  }, 60_000);
  afterAll(() => api?.close());

  /** Every row, in every table of every schema, whose text holds one of these strings. */
  async function rowsMentioning(...needles: string[]) {
    const conn = await api.handle.database.connect();
    try {
      const { rows: tables } = await conn.query<{ s: string; t: string }>(
        `SELECT table_schema AS s, table_name AS t FROM information_schema.tables
         WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
      );
      expect(tables.map((t) => t.t)).toEqual(expect.arrayContaining(["users", "job_alerts", "job_reports"]));
      const found: string[] = [];
      for (const { s, t } of tables) {
        for (const needle of needles) {
          const { rows } = await conn.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM "${s}"."${t}" AS r WHERE strpos(r::text, $1) > 0`,
            [needle],
          );
          if (rows[0].n > 0) found.push(`${s}.${t}: ${rows[0].n} mentioning ${needle}`);
        }
      }
      return found;
    } finally {
      conn.release();
    }
  }

  /** Applies with a CV and a cover letter, saves a job, adds a license and an alert, reports a job. */
  async function fillAccount(seeker: Seeker) {
    const [applied, saved, reported] = await Promise.all([
      insertTestJob(db(), { title: "Staff Nurse" }),
      insertTestJob(db(), { title: "Ward Clerk" }),
      insertTestJob(db(), { title: "Pay to apply", company: "Fee Takers" }),
    ]);
    const token = seeker.accessToken;
    const put = await api.request("/api/v1/users/me", {
      ...jsonBody({
        name: "Amina Njeri",
        professionalLicenses: [
          {
            licenseName: "Registered Nurse",
            licenseValue: "RN-2041",
            startDate: "2024-01-15",
            endDate: "2027-01-15",
          },
        ],
      }),
      method: "PUT",
      token,
    });
    expect(put.status).toBe(200);
    const apply = await api.request("/api/v1/applications", {
      method: "POST",
      body: cvForm(applied.id),
      token,
    });
    expect(apply.status).toBe(201);
    // A second application with the same CV, copied on the server (a file of its own).
    const mine = (await (await api.request("/api/v1/users/me/export", { token })).json()) as MyData;
    const resume = mine.applications[0].files.find((f) => f.kind === "resume")!;
    const reuse = new FormData();
    reuse.set("jobId", String((await insertTestJob(db(), { title: "Midwife" })).id));
    reuse.set("resumeFileId", String(resume.id));
    expect((await api.request("/api/v1/applications", { method: "POST", body: reuse, token })).status).toBe(
      201,
    );
    expect((await api.request(`/api/v1/jobs/${saved.id}/save`, { method: "POST", token })).status).toBe(201);
    const report = await api.request(`/api/v1/jobs/${reported.id}/reports`, {
      ...jsonBody({ reason: "asks-for-money", details: `They asked ${seeker.email} for a fee.` }),
      token,
    });
    expect(report.status).toBe(201);
    const [alert] = await db()
      .insert(jobAlerts)
      .values({ userId: seeker.sub, query: "nurse", frequency: "weekly" })
      .returning();
    await db().insert(jobAlertSentJobs).values({ alertId: alert.id, jobId: applied.id });
    return { applied, saved, reported };
  }

  it("needs a token", async () => {
    expect((await api.request("/api/v1/users/me/export")).status).toBe(401);
    expect((await api.request("/api/v1/users/me", { method: "DELETE" })).status).toBe(401);
  });

  it("exports the profile, licenses, applications with their files, saved jobs, alerts and reports", async () => {
    const amina = await newSeeker("Amina Export");
    const { applied, saved, reported } = await fillAccount(amina);
    const res = await api.request("/api/v1/users/me/export", { token: amina.accessToken });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const data = (await res.json()) as MyData;
    expect(data.profile).toMatchObject({ id: amina.sub, name: "Amina Njeri", email: amina.email });
    expect(data.professionalLicenses).toEqual([
      expect.objectContaining({ licenseName: "Registered Nurse", licenseValue: "RN-2041" }),
    ]);
    expect(data.applications.map((a) => a.job.title)).toEqual(["Midwife", "Staff Nurse"]);
    expect(data.applications[0].files.map((f) => [f.kind, f.fileName])).toEqual([["resume", "Amina CV.pdf"]]);
    expect(data.applications[1]).toMatchObject({
      status: "pending",
      job: { id: applied.id, title: "Staff Nurse" },
      timeline: [{ status: "pending", at: data.applications[1].createdAt, by: "seeker" }],
    });
    expect(data.applications[1].files.map((f) => [f.kind, f.fileName, f.contentType, f.sizeBytes])).toEqual([
      ["resume", "Amina CV.pdf", "application/pdf", samplePdf().length],
      ["cover_letter", "letter.rtf", "application/rtf", sampleRtf().length],
    ]);
    // Storage keys are internal: the files are downloaded by id.
    for (const key of api.storedFiles()) expect(JSON.stringify(data)).not.toContain(key);
    expect(data.savedJobs).toEqual([
      { savedAt: expect.any(String), job: expect.objectContaining({ id: saved.id }) },
    ]);
    expect(data.jobAlerts).toEqual([
      expect.objectContaining({
        query: "nurse",
        frequency: "weekly",
        paused: false,
        sentJobs: [{ jobId: applied.id, sentAt: expect.any(String) }],
      }),
    ]);
    expect(data.jobReports).toEqual([
      expect.objectContaining({
        jobId: reported.id,
        reason: "asks-for-money",
        details: `They asked ${amina.email} for a fee.`,
      }),
    ]);
  });

  it("exports only the caller's own data", async () => {
    const kwame = await newSeeker("Kwame Mensah");
    const res = await api.request("/api/v1/users/me/export", { token: kwame.accessToken });
    expect(res.status).toBe(200);
    const data = (await res.json()) as MyData;
    expect(data.profile.id).toBe(kwame.sub);
    expect([
      data.applications,
      data.savedJobs,
      data.jobAlerts,
      data.jobReports,
      data.professionalLicenses,
    ]).toEqual([[], [], [], [], []]);
  });

  it("deletes the account: no row mentions the user and none of their files is left in the store", async () => {
    const amina = await newSeeker("Amina Delete");
    const kwame = await newSeeker("Kwame Stays");
    const filesBefore = api.storedFiles();
    const { reported } = await fillAccount(amina);
    await fillAccount(kwame);
    const aminaFiles = api.storedFiles().filter((f) => !filesBefore.includes(f));
    expect(aminaFiles).toHaveLength(6); // three each
    const hash = reporterKey(amina.sub);
    expect(await rowsMentioning(amina.sub, amina.email, hash)).not.toEqual([]);

    const res = await api.request("/api/v1/users/me", { method: "DELETE", token: amina.accessToken });
    expect(res.status).toBe(204);

    expect(await rowsMentioning(amina.sub, amina.email, hash)).toEqual([]);
    const left = api.storedFiles();
    expect(left.filter((f) => aminaFiles.includes(f))).toHaveLength(3); // Kwame's three
    expect(await db().select().from(fileDeletions)).toEqual([]);
    // The report still counts towards the job's caution, from nobody in particular.
    const reports = await db().select().from(jobReports).where(eq(jobReports.jobId, reported.id));
    expect(reports).toEqual([expect.objectContaining({ reason: "asks-for-money", details: null })]);
    expect(reports[0].reporter).toMatch(/^deleted:/);

    // Kwame's data is untouched.
    const theirs = (await (
      await api.request("/api/v1/users/me/export", { token: kwame.accessToken })
    ).json()) as MyData;
    expect(theirs.applications.flatMap((a) => a.files)).toHaveLength(3);
    expect(theirs.savedJobs).toHaveLength(1);
    expect(theirs.jobAlerts).toHaveLength(1);
    expect(theirs.jobReports).toHaveLength(1);
  });

  it("answers 204 when there is nothing stored for the caller", async () => {
    const zawadi = await newSeeker("Zawadi Otieno");
    const res = await api.request("/api/v1/users/me", { method: "DELETE", token: zawadi.accessToken });
    expect(res.status).toBe(204);
    expect(await rowsMentioning(zawadi.sub)).toEqual([]);
  });

  it("keeps a file the store could not remove on the list and removes it on the next pass", async () => {
    const first = await newSeeker("Baraka First");
    const before = api.storedFiles();
    await fillAccount(first);
    const firstFiles = api.storedFiles().filter((f) => !before.includes(f));
    failDeletes = 1;
    const res = await api.request("/api/v1/users/me", { method: "DELETE", token: first.accessToken });
    expect(res.status).toBe(204);
    expect(await rowsMentioning(first.sub, first.email)).toEqual([]);
    const stranded = api.storedFiles().filter((f) => firstFiles.includes(f));
    expect(stranded).toHaveLength(1);
    expect((await db().select().from(fileDeletions)).map((r) => r.storageKey)).toEqual(stranded);

    // The next account deletion sweeps it up.
    const second = await newSeeker("Baraka Second");
    expect(
      (await api.request("/api/v1/users/me", { method: "DELETE", token: second.accessToken })).status,
    ).toBe(204);
    expect(api.storedFiles().filter((f) => firstFiles.includes(f))).toEqual([]);
    expect(await db().select().from(fileDeletions)).toEqual([]);
  });
});
