import { sql, type SQL } from "drizzle-orm";
import type { Job, JobFacets, JobList } from "../../contract";
import { seedJobs } from "../../seed/seed";
import { startTestApi, TEST_AUDIENCE, type TestApi } from "../../testing/api";
import { testDatabases } from "../../testing/databases";
import { daysFromNow, insertTestJob } from "../../testing/fixtures";
import { SALARY_STEPS } from "./jobs.schemas";

// Filters, sort and facet counts of GET /api/v1/jobs, checked against counts that PostgreSQL
// computes on its own (plain SQL over the jobs table, not the search index).

const DAY = "86400000";
type Filters = Record<string, string>;

/** SQL for each filter, written independently of the index. */
const CITY = sql`trim(split_part(location, ',', 1))`;
const SALARY = sql`coalesce(salary_max, salary_min)`;
const conditions: Record<string, (value: string) => SQL> = {
  country: (v) => sql`country_code = ${v}`,
  city: (v) => sql`remote_option <> 2 AND lower(${CITY}) = lower(${v})`,
  jobType: (v) => sql`job_type = ${v}`,
  remoteOption: (v) => sql`remote_option = ${["onsite", "hybrid", "remote"].indexOf(v)}`,
  experienceLevel: (v) => sql`lower(experience_level) = lower(${v})`,
  category: (v) => sql`lower(category) = lower(${v})`,
  language: (v) => sql`language = ${v}`,
  minSalary: (v) => sql`${SALARY} >= ${Number(v)}`,
  postedWithin: (v) =>
    sql`date_posted >= now() - ${{ "24h": 1, "7d": 7, "30d": 30 }[v]! * Number(DAY)} * interval '1 millisecond'`,
  // A single word (the last word of a search is a prefix), as the old full-text search matched it.
  verified: (v) =>
    v === "true" ? sql`lower(company) IN (SELECT lower(name) FROM companies WHERE verified)` : sql`true`,
  searchQuery: (v) =>
    sql`search_vector @@ (to_tsquery('english'::regconfig, ${`'${v}':*`}) || to_tsquery('simple'::regconfig, ${`'${v}':*`}))`,
};
/** What each facet groups by. */
const groupings: Record<string, SQL> = {
  country: sql`nullif(country_code, '')`,
  city: sql`CASE WHEN remote_option <> 2 THEN nullif(${CITY}, '') END`,
  jobType: sql`job_type`,
  remoteOption: sql`(ARRAY['onsite', 'hybrid', 'remote'])[remote_option + 1]`,
  experienceLevel: sql`experience_level`,
  category: sql`category`,
  language: sql`language`,
};

describe.each(testDatabases)("job filters and facets on %s", (_name, kind) => {
  let api: TestApi;

  beforeAll(async () => {
    // Reading jobs needs no token, so no identity provider either.
    api = await startTestApi(kind, { auth: { issuer: "http://127.0.0.1:9", audience: TEST_AUDIENCE } });
    const db = api.handle.database.db;
    await seedJobs(db, { count: 300 });
    await insertTestJob(db, { title: "Night Nurse", location: "Côte-Nord, Abidjan", countryCode: "CI" });
    await insertTestJob(db, {
      title: "Closed Nurse Post",
      deadline: daysFromNow(-1),
      datePosted: daysFromNow(-2),
    });
  }, 90_000);
  afterAll(() => api?.close());

  const where = (filters: Filters, except?: string) => {
    // Nothing here is reported or reviewed, so the jobs under caution are the flagged ones.
    const parts = [
      sql`coalesce(deadline, 'infinity'::timestamptz) > now()`,
      sql`cardinality(risk_flags) = 0`,
    ];
    for (const [key, value] of Object.entries(filters)) {
      if (key === except || !conditions[key]) continue;
      parts.push(
        sql`(${sql.join(
          value.split(",").map((v) => sql`(${conditions[key](v)})`),
          sql` OR `,
        )})`,
      );
    }
    return sql.join(parts, sql` AND `);
  };
  const rows = async <T>(query: SQL) =>
    ((await api.handle.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const countWhere = async (filters: Filters) =>
    (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM jobs WHERE ${where(filters)}`))[0].n;

  const list = async (filters: Filters, extra = "") => {
    const params = new URLSearchParams({ ...filters, pageSize: "100", facets: "true" });
    const res = await api.request(`/api/v1/jobs?${params}${extra}`);
    expect(res.status).toBe(200);
    return (await res.json()) as JobList & { facets: JobFacets };
  };

  /** Every facet of the answer against SQL's own GROUP BY / counts with the other filters. */
  async function expectFacetsMatchSql(filters: Filters, facets: JobFacets) {
    for (const [dim, groupBy] of Object.entries(groupings)) {
      const expected = await rows<{ value: string; n: number }>(
        sql`SELECT ${groupBy} AS value, count(*)::int AS n FROM jobs WHERE ${where(filters, dim)} AND ${groupBy} IS NOT NULL GROUP BY 1`,
      );
      const byValue = (list: { value: string; count?: number; n?: number }[]) =>
        Object.fromEntries(list.map((f) => [f.value.toLowerCase(), f.count ?? f.n]));
      expect([dim, byValue(facets[dim as "country"])]).toEqual([dim, byValue(expected)]);
    }
    const verified = await countWhere({ ...withoutKey(filters, "verified"), verified: "true" });
    expect(["verified", facets.verified]).toEqual(["verified", verified]);
    for (const step of SALARY_STEPS) {
      const n = await countWhere({ ...withoutKey(filters, "minSalary"), minSalary: String(step) });
      expect(["minSalary", step, facets.minSalary.find((f) => f.value === String(step))?.count ?? 0]).toEqual(
        ["minSalary", step, n],
      );
    }
    for (const period of ["24h", "7d", "30d"]) {
      const n = await countWhere({ ...withoutKey(filters, "postedWithin"), postedWithin: period });
      expect([
        "postedWithin",
        period,
        facets.postedWithin.find((f) => f.value === period)?.count ?? 0,
      ]).toEqual(["postedWithin", period, n]);
    }
  }
  const withoutKey = (filters: Filters, key: string) =>
    Object.fromEntries(Object.entries(filters).filter(([k]) => k !== key));

  it("counts every facet like SQL does, with no query and no filter", async () => {
    const body = await list({});
    expect(body.totalCount).toBe(await countWhere({}));
    await expectFacetsMatchSql({}, body.facets);
    expect(body.facets.city).toContainEqual(expect.objectContaining({ value: "Côte-Nord", country: "CI" }));
  });

  it.each([
    ["country", "KE"],
    ["city", "nairobi"],
    ["jobType", "Internship"],
    ["remoteOption", "remote"],
    ["experienceLevel", "senior"],
    ["category", "design"],
    ["minSalary", "25000"],
    ["postedWithin", "7d"],
    ["verified", "true"],
    ["language", "fr"],
    ["language", "pt,sw,ar"],
  ])("filters by %s and counts the other facets with it", async (key, value) => {
    const filters = { [key]: value };
    const body = await list(filters);
    expect(body.totalCount).toBeGreaterThan(0);
    expect(body.totalCount).toBe(await countWhere(filters));
    await expectFacetsMatchSql(filters, body.facets);
  });

  it("combines a query with three filters, several values each, and pages through them", async () => {
    // A word PostgreSQL's English stemmer reads as the index does (not "manager": its stem, manag-,
    // takes in "management", which the index keeps apart, README "Search").
    const filters = {
      searchQuery: "sales",
      jobType: "Full-time,Contract",
      remoteOption: "onsite,hybrid",
      category: "sales,marketing,software",
    };
    const body = await list(filters);
    const expected = await countWhere(filters);
    expect(expected).toBeGreaterThan(0);
    expect(body.totalCount).toBe(expected);
    await expectFacetsMatchSql(filters, body.facets);
    const ids = new Set<number>();
    for (let page = 1; page <= Math.ceil(expected / 7); page++) {
      const res = await api.request(
        `/api/v1/jobs?${new URLSearchParams({ ...filters, pageSize: "7", pageNumber: String(page) })}`,
      );
      expect(JSON.parse(res.headers.get("x-pagination")!)).toMatchObject({
        TotalItemCount: expected,
        Page: page,
      });
      for (const job of ((await res.json()) as JobList).jobs) ids.add(job.id);
    }
    expect(ids.size).toBe(expected);
  });

  it("returns only jobs that meet every filter", async () => {
    const body = await list({ country: "NG", minSalary: "10000", postedWithin: "30d" });
    expect(body.jobs.length).toBeGreaterThan(0);
    const monthAgo = Date.now() - 30 * Number(DAY);
    for (const job of body.jobs) {
      expect(job.countryCode).toBe("NG");
      expect(job.salaryMax ?? job.salaryMin!).toBeGreaterThanOrEqual(10000);
      expect(Date.parse(job.datePosted)).toBeGreaterThanOrEqual(monthAgo);
    }
  });

  it("takes repeated parameters like comma-separated ones, in any case", async () => {
    const repeated = await list({}, "&jobType=internship&jobType=CONTRACT&remoteOption=Remote");
    const commas = await list({ jobType: "Internship,Contract", remoteOption: "remote" });
    expect(repeated.totalCount).toBe(commas.totalCount);
    expect(repeated.jobs.map((j) => j.id)).toEqual(commas.jobs.map((j) => j.id));
  });

  it("sorts by relevance with a query unless newest is asked for", async () => {
    const newestFirst = (jobs: Job[]) =>
      jobs.every((job, i) => i === 0 || Date.parse(jobs[i - 1].datePosted) >= Date.parse(job.datePosted));
    const ranked = await list({ searchQuery: "nurse" });
    expect(ranked.jobs[0].title).toMatch(/nurse/i);
    expect(newestFirst((await list({ searchQuery: "nurse", sort: "newest" })).jobs)).toBe(true);
    expect(newestFirst((await list({ category: "hospitality" })).jobs)).toBe(true);
    const byRelevance = await list({ searchQuery: "nurse", sort: "relevance" });
    expect(byRelevance.jobs.map((j) => j.id)).toEqual(ranked.jobs.map((j) => j.id));
  });

  it("never lists closed jobs, whatever the filters", async () => {
    const body = await list({ searchQuery: "closed nurse post" });
    expect(body.jobs.map((j) => j.title)).not.toContain("Closed Nurse Post");
  });

  it("sees jobs written straight into the database by another process", async () => {
    const db = api.handle.database.db;
    // Burundi and Congo-Brazzaville: countries the seed has no jobs in.
    const job = await insertTestJob(db, {
      title: "Lake Tanganyika Ranger",
      countryCode: "BI",
      location: "Bujumbura, Burundi",
    });
    expect((await list({ country: "BI" })).jobs.map((j) => j.id)).toEqual([job.id]);
    await db.execute(sql`UPDATE jobs SET country_code = 'CG' WHERE id = ${job.id}`);
    expect((await list({ country: "BI" })).totalCount).toBe(0);
    await db.execute(sql`DELETE FROM jobs WHERE id = ${job.id}`);
    expect((await list({ country: "CG" })).totalCount).toBe(0);
  });

  it.each([
    ["country=KEN", "country"],
    ["jobType=Astronaut", "jobType"],
    ["remoteOption=space", "remoteOption"],
    ["minSalary=-5", "minSalary"],
    ["minSalary=lots", "minSalary"],
    ["postedWithin=1y", "postedWithin"],
    ["sort=random", "sort"],
    ["facets=maybe", "facets"],
    ["verified=yes", "verified"],
    [`city=${"x".repeat(101)}`, "city"],
    ["language=de", "language"],
    ["language=fr,klingon", "language"],
    ["readerLanguage=english", "readerLanguage"],
  ])("answers %s with a 400 problem naming the parameter", async (query, field) => {
    const res = await api.request(`/api/v1/jobs?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    const problem = await res.json();
    expect(problem).toMatchObject({ status: 400, title: "The request is invalid." });
    expect(Object.keys(problem.errors ?? {}).map((key) => key.split(".")[0])).toContain(field);
  });
});
