import { sql } from "drizzle-orm";
import { startTestIdentity, type TestIdentity } from "../../../identity/testing";
import type { Job, JobList } from "../../contract";
import { jsonBody, startTestApi, TEST_AUDIENCE, type TestApi } from "../../testing/api";
import { testDatabases } from "../../testing/databases";
import { insertTestJob } from "../../testing/fixtures";

let identity: TestIdentity;
let seeker: { accessToken: string; sub: string };
/** A seeker granted the role (npm run moderator -- grant): the token a signed-in moderator's web app sends. */
let moderator: { accessToken: string; sub: string };
const MODERATOR_EMAIL = "moderator@example.com";

beforeAll(async () => {
  identity = await startTestIdentity({ audience: TEST_AUDIENCE });
  seeker = await identity.seekerToken();
  await identity.seekerToken({ email: MODERATOR_EMAIL });
  expect((await identity.setModerator(MODERATOR_EMAIL, true)).status).toBe(200);
  moderator = await identity.seekerToken({ email: MODERATOR_EMAIL });
}, 90_000);
afterAll(() => identity?.close());

describe.each(testDatabases)("the moderation console's API on %s", (_name, kind) => {
  let api: TestApi;
  const changed: number[][] = [];

  beforeAll(async () => {
    api = await startTestApi(kind, {
      auth: { issuer: identity.issuer, audience: TEST_AUDIENCE },
      onJobsChanged: (ids) => void changed.push(ids),
    });
  }, 60_000);
  afterAll(() => api?.close());

  const db = () => api.handle.database.db;
  /** Reports from `count` distinct seekers at distinct addresses, as the reports route stores them. */
  const reportJob = (
    jobId: number,
    count: number,
    reason = "asks-for-money",
    details: string | null = null,
  ) =>
    db().execute(sql`
      INSERT INTO job_reports (job_id, reporter, address, reason, details)
      SELECT ${jobId}, 'user:' || gen_random_uuid(), 'ip:' || gen_random_uuid(), ${reason}, ${details}
      FROM generate_series(1, ${count})`);
  const get = (path: string, token = moderator.accessToken) => api.request(`/api/v1${path}`, { token });
  const post = (path: string, body: unknown, token = moderator.accessToken) =>
    api.request(`/api/v1${path}`, { ...jsonBody(body), token });
  const search = async (query: string) =>
    (await (await api.request(`/api/v1/jobs?${query}`)).json()) as JobList;
  const getJob = async (id: number) => (await (await api.request(`/api/v1/jobs/${id}`)).json()) as Job;

  it("lists the jobs under caution riskiest first, each with its flags, words and reports", async () => {
    await insertTestJob(db(), {
      title: "Quokka Courier",
      description: "Pay a registration fee of KES 500. Apply on WhatsApp only: +254 712 345 678.",
    });
    const reported = await insertTestJob(db(), { title: "Quokka Driver" });
    await reportJob(reported.id, 4, "fake-company", "Their logo is not theirs.");
    const both = await insertTestJob(db(), {
      title: "Quokka Guard",
      description: "Send your CV to quokka.jobs@gmail.com, a small processing fee applies.",
    });
    await reportJob(both.id, 3);
    const quiet = await insertTestJob(db(), { title: "Quokka Keeper" });
    await reportJob(quiet.id, 2);

    const res = await get("/moderation/queue");
    expect(res.status).toBe(200);
    const { jobs } = await res.json();
    const ours = jobs.filter((item: { job: Job }) => item.job.title.startsWith("Quokka"));
    expect(ours.map((item: { job: Job }) => item.job.title)).toEqual([
      "Quokka Driver",
      "Quokka Guard",
      "Quokka Courier",
    ]);
    const [driver, guard, courier] = ours;
    expect(driver).toMatchObject({
      reporters: 4,
      flags: [],
      job: { caution: true, cautionReasons: ["reports"] },
    });
    expect(driver.reports).toHaveLength(4);
    expect(driver.reports[0]).toEqual({
      reason: "fake-company",
      details: "Their logo is not theirs.",
      createdAt: expect.any(String),
    });
    expect(guard.job.cautionReasons).toEqual(["reports", "flags"]);
    expect(guard.flags).toEqual([
      { flag: "fee-language", words: ["processing fee"] },
      { flag: "free-mail-contact", words: ["quokka.jobs@gmail.com"] },
    ]);
    expect(courier).toMatchObject({ reporters: 0, reports: [], job: { cautionReasons: ["flags"] } });
    expect(courier.flags.map((f: { flag: string }) => f.flag)).toEqual([
      "fee-language",
      "phone-only-contact",
    ]);
    expect(courier.flags[0].words).toContain("registration fee");
    // The job page's field says why; a job not under caution has none.
    expect((await getJob(reported.id)).cautionReasons).toEqual(["reports"]);
    expect((await getJob(quiet.id)).cautionReasons).toEqual([]);
  });

  it("clears a job back into search, and closes another out of the lists and the queue, logging both", async () => {
    const toClear = await insertTestJob(db(), { title: "Numbat Porter" });
    const toClose = await insertTestJob(db(), { title: "Numbat Baker" });
    await reportJob(toClear.id, 3);
    await reportJob(toClose.id, 3);
    expect((await search("searchQuery=numbat")).totalCount).toBe(0);

    changed.length = 0;
    const cleared = await post(`/jobs/${toClear.id}/review`, {
      decision: "clear",
      note: "  Checked with the employer.  ",
    });
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toMatchObject({ id: toClear.id, caution: false, cautionReasons: [] });
    expect(changed).toEqual([[toClear.id]]);
    expect((await search("searchQuery=numbat")).jobs.map((j) => j.id)).toEqual([toClear.id]);

    const closed = await post(`/jobs/${toClose.id}/review`, { decision: "close", note: "Asks for money." });
    expect(closed.status).toBe(200);
    const closedJob = (await closed.json()) as Job;
    expect(closedJob.caution).toBe(false);
    expect(new Date(closedJob.deadline!).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await search("searchQuery=numbat")).jobs.map((j) => j.id)).toEqual([toClear.id]);
    const queue = await (await get("/moderation/queue")).json();
    expect(queue.jobs.map((item: { job: Job }) => item.job.id)).not.toEqual(
      expect.arrayContaining([toClear.id]),
    );
    expect(queue.jobs.some((item: { job: Job }) => item.job.id === toClose.id)).toBe(false);

    const log = await get("/moderation/decisions");
    expect(log.status).toBe(200);
    const { decisions } = await log.json();
    expect(decisions.slice(0, 2)).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        moderator: { sub: moderator.sub, email: MODERATOR_EMAIL },
        // The moderator decided in the web app: its token was issued to the web app's client.
        clientId: "kazi-web",
        action: "close",
        jobId: toClose.id,
        jobTitle: "Numbat Baker",
        company: "Imaginary Widgets Ltd",
        note: "Asks for money.",
      },
      expect.objectContaining({ action: "clear", jobId: toClear.id, note: "Checked with the employer." }),
    ]);
  });

  it("verifies and unverifies an employer: its jobs follow, the companies page and the log say so", async () => {
    const job = await insertTestJob(db(), { title: "Wombat Analyst", company: "Wombat Works" });
    expect((await getJob(job.id)).verifiedEmployer).toBe(false);

    changed.length = 0;
    const verified = await post("/moderation/companies/verification", {
      company: "wombat works",
      verified: true,
      note: "Registration checked.",
    });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({
      name: "Wombat Works",
      verified: true,
      verifiedAt: expect.any(String),
      openJobs: 1,
    });
    expect(changed).toEqual([[job.id]]);
    expect((await getJob(job.id)).verifiedEmployer).toBe(true);
    expect((await search("searchQuery=wombat&verified=true")).totalCount).toBe(1);

    const listed = await get("/moderation/companies?q=wombat");
    expect(listed.status).toBe(200);
    expect((await listed.json()).companies).toEqual([
      { name: "Wombat Works", verified: true, verifiedAt: expect.any(String), openJobs: 1 },
    ]);

    const unverified = await post("/moderation/companies/verification", {
      company: "Wombat Works",
      verified: false,
    });
    expect(await unverified.json()).toMatchObject({ verified: false, verifiedAt: null });
    expect((await getJob(job.id)).verifiedEmployer).toBe(false);
    expect((await search("searchQuery=wombat&verified=true")).totalCount).toBe(0);

    const { decisions } = await (await get("/moderation/decisions")).json();
    expect(decisions.slice(0, 2)).toMatchObject([
      { action: "unverify", company: "Wombat Works", jobId: null, note: "" },
      { action: "verify", company: "Wombat Works", jobId: null, note: "Registration checked." },
    ]);

    const unknown = await post("/moderation/companies/verification", {
      company: "Nobody Ltd",
      verified: true,
    });
    expect(unknown.status).toBe(404);
  });

  it("refuses guests (401) and seekers (403), and bad decisions with a 4xx", async () => {
    const job = await insertTestJob(db());
    for (const path of ["/moderation/queue", "/moderation/companies", "/moderation/decisions"]) {
      expect((await api.request(`/api/v1${path}`)).status).toBe(401);
      expect((await get(path, seeker.accessToken)).status).toBe(403);
    }
    expect((await post(`/jobs/${job.id}/review`, { decision: "clear" }, seeker.accessToken)).status).toBe(
      403,
    );
    const verification = { company: "Imaginary Widgets Ltd", verified: true };
    expect((await post("/moderation/companies/verification", verification, seeker.accessToken)).status).toBe(
      403,
    );
    expect((await api.request(`/api/v1/jobs/${job.id}/review`, jsonBody({ decision: "clear" }))).status).toBe(
      401,
    );

    expect((await post(`/jobs/${job.id}/review`, { decision: "delete" })).status).toBe(400);
    expect((await post(`/jobs/${job.id}/review`, { decision: "close", note: "x".repeat(1001) })).status).toBe(
      400,
    );
    expect((await post(`/jobs/${job.id}/review`, { decision: "clear", note: "a\u0000b" })).status).toBe(400);
    expect((await post("/jobs/999999/review", { decision: "clear" })).status).toBe(404);
    expect((await post("/moderation/companies/verification", { company: " ", verified: true })).status).toBe(
      400,
    );
    expect((await get("/moderation/companies?q=%00")).status).toBe(400);
    // Nothing refused reached the log.
    const { decisions } = await (await get("/moderation/decisions")).json();
    expect(decisions.some((d: { jobId: number | null }) => d.jobId === job.id)).toBe(false);
  });
});
