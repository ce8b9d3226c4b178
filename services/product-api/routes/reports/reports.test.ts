import { sql } from "drizzle-orm";
import { createRedisRateLimiter } from "../../../rate-limit";
import { startTestRedis } from "../../../rate-limit/testing";
import { createApiApp } from "../../app";
import { createLocalStorage } from "../../lib/storage";
import { startTestIdentity, type TestIdentity } from "../../../identity/testing";
import type { Job, JobList } from "../../contract";
import { jsonBody, startTestApi, TEST_AUDIENCE, type TestApi } from "../../testing/api";
import { testDatabases } from "../../testing/databases";
import { insertTestJob, jobInput } from "../../testing/fixtures";
import { seedJobs } from "../../seed/seed";

let identity: TestIdentity;
/** Seekers whose email address is verified: the only ones who may report. */
let seekers: { accessToken: string; sub: string }[];
let seeker: { accessToken: string; sub: string };
let unverified: { accessToken: string; sub: string };
let employerToken: string;
let moderatorToken: string;

beforeAll(async () => {
  identity = await startTestIdentity({ audience: TEST_AUDIENCE });
  [seekers, unverified, employerToken, moderatorToken] = await Promise.all([
    Promise.all([1, 2, 3, 4].map(() => identity.seekerToken())),
    identity.seekerToken({ verified: false }),
    identity.employerToken(),
    identity.employerToken("jobs:write jobs:moderate"),
  ]);
  seeker = seekers[0];
}, 90_000);
afterAll(() => identity?.close());

let address = 0;
/** A client address no other test uses, so each test has its own rate-limit budget. */
const nextAddress = () => `203.0.113.${++address}`;

describe.each(testDatabases)("job reports and reviews on %s", (_name, kind) => {
  let api: TestApi;
  const changed: number[][] = [];

  beforeAll(async () => {
    api = await startTestApi(kind, {
      auth: { issuer: identity.issuer, audience: TEST_AUDIENCE },
      onJobsChanged: (ids) => void changed.push(ids),
    });
    await seedJobs(api.handle.database.db, { count: 60 });
  }, 60_000);
  afterAll(() => api?.close());

  const report = (
    jobId: number,
    from: string,
    body: unknown = { reason: "asks-for-money" },
    /** null: a guest. */
    token: string | null = seeker.accessToken,
  ) =>
    api.request(`/api/v1/jobs/${jobId}/reports`, {
      ...jsonBody(body),
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      token: token ?? undefined,
    });
  const search = async (query: string) => {
    const res = await api.request(`/api/v1/jobs?${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as JobList;
  };
  const getJob = async (id: number) => (await (await api.request(`/api/v1/jobs/${id}`)).json()) as Job;
  const review = (id: number, token: string, body: unknown = { decision: "clear" }) =>
    api.request(`/api/v1/jobs/${id}/review`, { ...jsonBody(body), token });

  it("takes a verified seeker's report once per job, and refuses guests and unverified seekers", async () => {
    const job = await insertTestJob(api.handle.database.db, { title: "Aardvark Handler" });
    const from = nextAddress();
    const first = await report(job.id, from, { reason: "fake-company", details: "  Not their logo.  " });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({
      id: expect.any(Number),
      jobId: job.id,
      reason: "fake-company",
      createdAt: expect.any(String),
    });
    const again = await report(job.id, nextAddress(), { reason: "other" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ status: 409, title: "You have already reported this job." });

    // Guests, and seekers who have not verified their address, cannot report: three free sign-ups
    // would otherwise hide any job.
    expect((await report(job.id, nextAddress(), undefined, null)).status).toBe(401);
    expect((await report(job.id, nextAddress(), undefined, "not.a.token")).status).toBe(401);
    const refused = await report(job.id, nextAddress(), undefined, unverified.accessToken);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      status: 403,
      title: "Email address not verified.",
      detail: "Verify your email address before reporting a job. We sent you a link.",
    });
    expect((await report(job.id, from, undefined, seekers[1].accessToken)).status).toBe(201);

    const listed = await api.request(`/api/v1/jobs/${job.id}/reports`, { token: employerToken });
    expect(listed.status).toBe(200);
    const body = await listed.json();
    expect(body.distinctReporters).toBe(2);
    expect(
      body.reports.map((r: { reason: string; details: string | null }) => [r.reason, r.details]),
    ).toEqual([
      ["asks-for-money", null],
      ["fake-company", "Not their logo."],
    ]);
    expect(JSON.stringify(body)).not.toContain(seeker.sub);
  });

  it("counts the reports from one client address once towards a caution", async () => {
    const job = await insertTestJob(api.handle.database.db, { title: "Okapi Counter" });
    const from = nextAddress();
    for (const { accessToken } of seekers.slice(0, 3))
      expect((await report(job.id, from, undefined, accessToken)).status).toBe(201);
    expect((await getJob(job.id)).caution).toBe(false);
    expect((await search("searchQuery=okapi")).totalCount).toBe(1);
    // Two more addresses make three: the job is under caution.
    expect((await report(job.id, nextAddress(), undefined, seekers[3].accessToken)).status).toBe(201);
    expect((await getJob(job.id)).caution).toBe(false);
    const third = await identity.seekerToken();
    expect((await report(job.id, nextAddress(), undefined, third.accessToken)).status).toBe(201);
    expect((await getJob(job.id)).caution).toBe(true);
    expect((await search("searchQuery=okapi")).totalCount).toBe(0);
  });

  it("shows reports only to moderators and employers", async () => {
    const job = await insertTestJob(api.handle.database.db);
    expect((await api.request(`/api/v1/jobs/${job.id}/reports`)).status).toBe(401);
    const seekerRead = await api.request(`/api/v1/jobs/${job.id}/reports`, { token: seeker.accessToken });
    expect(seekerRead.status).toBe(403);
    const moderatorRead = await api.request(`/api/v1/jobs/${job.id}/reports`, { token: moderatorToken });
    expect(moderatorRead.status).toBe(200);
    expect(await moderatorRead.json()).toEqual({ reports: [], distinctReporters: 0 });
    expect((await api.request("/api/v1/jobs/999999/reports", { token: moderatorToken })).status).toBe(404);
  });

  it("takes a job reported by three people off search and facets until a moderator clears it", async () => {
    const job = await insertTestJob(api.handle.database.db, { title: "Pangolin Keeper", countryCode: "ZM" });
    const before = await search("facets=true&pageSize=1");
    expect((await search("searchQuery=pangolin")).totalCount).toBe(1);

    for (const { accessToken } of seekers.slice(0, 2))
      expect((await report(job.id, nextAddress(), undefined, accessToken)).status).toBe(201);
    expect((await search("searchQuery=pangolin")).totalCount).toBe(1);
    expect((await getJob(job.id)).caution).toBe(false);

    changed.length = 0;
    const third = seekers[2].accessToken;
    expect((await report(job.id, nextAddress(), { reason: "misleading" }, third)).status).toBe(201);
    expect(changed).toEqual([[job.id]]);
    expect((await search("searchQuery=pangolin")).totalCount).toBe(0);
    const after = await search("facets=true&pageSize=1");
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect(after.facets!.country.find((f) => f.value === "ZM")).toBeUndefined();
    expect(before.facets!.country.find((f) => f.value === "ZM")?.count).toBe(1);
    expect(await getJob(job.id)).toMatchObject({ id: job.id, caution: true, riskFlags: [] });

    expect((await review(job.id, employerToken)).status).toBe(403);
    expect((await review(job.id, moderatorToken, { decision: "ban" })).status).toBe(400);
    expect((await review(999999, moderatorToken)).status).toBe(404);
    const cleared = await review(job.id, moderatorToken);
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toMatchObject({ id: job.id, caution: false });
    expect((await search("searchQuery=pangolin")).totalCount).toBe(1);

    // The reports before the review are dealt with: it takes three new reporters to bring it back.
    const [fourth, fifth, sixth] = await Promise.all([1, 2, 3].map(() => identity.seekerToken()));
    for (const { accessToken } of [fourth, fifth])
      expect((await report(job.id, nextAddress(), undefined, accessToken)).status).toBe(201);
    expect((await search("searchQuery=pangolin")).totalCount).toBe(1);
    expect((await report(job.id, nextAddress(), undefined, sixth.accessToken)).status).toBe(201);
    expect((await search("searchQuery=pangolin")).totalCount).toBe(0);
  });

  it("flags a job whose text asks for a fee, keeps it off search, and lets a review clear it", async () => {
    const created = await api.request("/api/v1/jobs", {
      ...jsonBody(
        jobInput({
          title: "Caracal Tracker",
          description: "Shortlisted candidates pay a registration fee of KES 1,000 before the interview.",
        }),
      ),
      token: employerToken,
    });
    expect(created.status).toBe(201);
    const job = (await created.json()) as Job;
    expect(job).toMatchObject({ riskFlags: ["fee-language"], caution: true });
    expect((await search("searchQuery=caracal")).totalCount).toBe(0);
    expect((await getJob(job.id)).caution).toBe(true);

    expect((await review(job.id, moderatorToken)).status).toBe(200);
    expect((await search("searchQuery=caracal")).totalCount).toBe(1);

    const edit = (changes: object) =>
      api.request(`/api/v1/jobs/${job.id}`, { ...jsonBody(changes), method: "PUT", token: employerToken });
    // An edit that keeps the flags it was cleared with keeps it listed; a new flag brings caution back.
    expect(await (await edit({ title: "Caracal Tracker (Senior)" })).json()).toMatchObject({
      caution: false,
    });
    expect((await search("searchQuery=caracal")).totalCount).toBe(1);
    const flagged = await edit({ benefits: "Questions to caracal.jobs@gmail.com" });
    expect(await flagged.json()).toMatchObject({
      riskFlags: ["fee-language", "free-mail-contact"],
      caution: true,
    });
    expect((await search("searchQuery=caracal")).totalCount).toBe(0);
  });

  it("answers bad reports with 400 and a missing job with 404", async () => {
    const job = await insertTestJob(api.handle.database.db);
    const from = nextAddress();
    for (const body of [
      {},
      { reason: "spam" },
      { reason: "other", details: "x".repeat(2001) },
      { reason: "other", details: "nul\u0000byte" },
      { reason: "other", details: 42 },
    ]) {
      const res = await report(job.id, from, body);
      expect([body, res.status]).toEqual([body, 400]);
      expect(await res.json()).toMatchObject({ status: 400, errors: expect.any(Object) });
    }
    const malformed = await api.request(`/api/v1/jobs/${job.id}/reports`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: "{oops",
      token: seeker.accessToken,
    });
    expect(malformed.status).toBe(400);
    expect((await report(999999, from)).status).toBe(404);
    expect((await report(job.id, from, { reason: "other", details: "x".repeat(2000) })).status).toBe(201);
  });

  it("refuses the eleventh report in an hour from one client with 429 and Retry-After", async () => {
    const job = await insertTestJob(api.handle.database.db);
    const from = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await report(job.id, from)).status);
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    const limited = await report(job.id, from, undefined, seekers[1].accessToken);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await limited.json()).toMatchObject({ status: 429, title: "Too many reports." });
    expect((await report(job.id, nextAddress(), undefined, seekers[2].accessToken)).status).toBe(201);
  });

  it("shares the report limit between instances through Redis (REDIS_URL)", async () => {
    const redis = await startTestRedis();
    const limiters = [createRedisRateLimiter(redis.url), createRedisRateLimiter(redis.url)];
    try {
      const instances = limiters.map((rateLimiter) =>
        createApiApp({
          db: api.handle.database.db,
          auth: { issuer: identity.issuer, audience: TEST_AUDIENCE },
          storage: createLocalStorage(api.uploadsDir),
          rateLimiter,
        }),
      );
      const job = await insertTestJob(api.handle.database.db);
      const from = nextAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await instances[i % 2].fetch(
          new Request(`http://product-api.test/api/v1/jobs/${job.id}/reports`, {
            ...jsonBody({ reason: "other" }),
            headers: {
              "content-type": "application/json",
              "x-forwarded-for": from,
              authorization: `Bearer ${seeker.accessToken}`,
            },
          }),
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, ...Array(9).fill(409), 429]);
    } finally {
      await Promise.all(limiters.map((limiter) => limiter.close()));
      await redis.stop();
    }
  });

  it("filters and counts verified employers, following changes to a company", async () => {
    const all = await search("facets=true&pageSize=100&maxSize=1000");
    const verified = await search("verified=true&facets=true&pageSize=1000&maxSize=1000");
    expect(verified.totalCount).toBeGreaterThan(0);
    expect(verified.totalCount).toBeLessThan(all.totalCount);
    expect(all.facets!.verified).toBe(verified.totalCount);
    expect(verified.facets!.verified).toBe(verified.totalCount);
    expect(verified.jobs.every((job) => job.verifiedEmployer)).toBe(true);
    expect(all.jobs.some((job) => !job.verifiedEmployer)).toBe(true);

    const job = await insertTestJob(api.handle.database.db, {
      title: "Honey Badger Wrangler",
      company: "Kifaru Co",
    });
    expect((await search("searchQuery=badger&verified=true")).totalCount).toBe(0);
    await api.handle.database.db.execute(
      sql`INSERT INTO companies (name, verified, verified_at) VALUES ('KIFARU CO', true, now())`,
    );
    expect((await search("searchQuery=badger&verified=true")).jobs.map((j) => j.id)).toEqual([job.id]);
    expect((await getJob(job.id)).verifiedEmployer).toBe(true);
  });

  it("documents reports and reviews in the OpenAPI document", async () => {
    const doc = await (await api.request("/api/v1/openapi.json")).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/v1/jobs/{id}/reports", "/api/v1/jobs/{id}/review"]),
    );
    expect(Object.keys(doc.paths["/api/v1/jobs/{id}/reports"].post.responses)).toEqual(
      expect.arrayContaining(["201", "400", "401", "403", "404", "409", "429"]),
    );
    expect(doc.paths["/api/v1/jobs/{id}/reports"].post.responses["429"].description).toMatch(/Retry-After/);
    expect(doc.components.schemas.Job.properties).toHaveProperty("caution");
  });
});
