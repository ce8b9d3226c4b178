import { sql } from "drizzle-orm";
import { JOB_TYPES } from "../lib/job-values";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { CATEGORIES } from "./data/roles";
import { generateJob } from "./generate";
import { DEMO_JOB_COUNT, SEED_COMPANIES, seedDemoJobsIfEmpty, seedJobs } from "./seed";

const now = new Date("2026-03-01T12:00:00Z");
const demo = Array.from({ length: DEMO_JOB_COUNT }, (_, i) => generateJob(i, now));
const share = (predicate: (job: (typeof demo)[number]) => boolean) =>
  demo.filter(predicate).length / demo.length;

describe("demo jobs", () => {
  it("are the same on every run", () => {
    expect(generateJob(42, now)).toEqual(generateJob(42, now));
    expect(new Set(demo.map((job) => job.slug)).size).toBe(DEMO_JOB_COUNT);
  });

  it("cover every job type, category and remote option, with many internships", () => {
    expect(DEMO_JOB_COUNT).toBeGreaterThanOrEqual(300);
    expect(new Set(demo.map((job) => job.job_type))).toEqual(new Set(JOB_TYPES));
    expect(new Set(demo.map((job) => job.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(demo.map((job) => job.remote_option))).toEqual(new Set([0, 1, 2]));
    expect(share((job) => job.job_type === "Internship")).toBeGreaterThan(0.15);
    for (const place of ["Lagos", "Nairobi", "Accra", "Kigali", "Cape Town", "Cairo", "Auckland", "Sydney"]) {
      expect([place, demo.some((job) => job.location.startsWith(place))]).toEqual([place, true]);
    }
    expect(demo.some((job) => job.location === "Remote")).toBe(true);
  });

  it("keeps companies whose story names a place in that place", () => {
    const countries = (company: string) =>
      new Set(demo.filter((job) => job.company === company).map((job) => job.country_code));
    expect([...countries("Atlas Riad Collection")]).toEqual(["MA"]);
    expect([...countries("Southern Cross Infrastructure")].every((c) => c === "AU" || c === "NZ")).toBe(true);
    expect([...countries("Tembo Pay")].every((c) => ["KE", "UG", "TZ", "RW", "ET"].includes(c))).toBe(true);
  });

  it("are written in their place's language, in a plausible share of each", () => {
    const where: Record<string, string[]> = {
      fr: ["SN", "CI", "CM", "CD", "MA", "TN"],
      pt: ["AO", "MZ"],
      sw: ["TZ", "KE"],
      ar: ["EG", "MA", "TN"],
    };
    const many = Array.from({ length: 5000 }, (_, i) => generateJob(i, now));
    const shares: Record<string, number> = {};
    for (const job of many) {
      shares[job.language] = (shares[job.language] ?? 0) + 1 / many.length;
      if (job.language !== "en")
        expect([job.slug, where[job.language].includes(job.country_code)]).toEqual([job.slug, true]);
    }
    expect(shares.en).toBeGreaterThan(0.6);
    expect(shares.fr).toBeGreaterThan(0.08);
    expect(Math.min(shares.pt, shares.sw, shares.ar)).toBeGreaterThan(0.02);
    expect(new Set(demo.map((job) => job.language))).toEqual(new Set(["en", "fr", "pt", "sw", "ar"]));
    const french = demo.filter((job) => job.language === "fr");
    expect(french.some((job) => /Offre d'emploi|« Postuler »/.test(job.description))).toBe(true);
    expect(french.some((job) => job.title.startsWith("Stage"))).toBe(true);
    expect(demo.some((job) => job.language === "ar" && /[\u0600-\u06ff]/.test(job.title))).toBe(true);
  });

  it("mix salaries, deadlines, requirements and benefits like a real board", () => {
    expect(share((job) => job.salary_min === null && job.salary_max === null)).toBeGreaterThan(0.1);
    expect(share((job) => job.salary_min !== null && job.salary_max === null)).toBeGreaterThan(0.03);
    expect(share((job) => job.salary_min === null && job.salary_max !== null)).toBeGreaterThan(0.03);
    expect(share((job) => job.deadline === null)).toBeGreaterThan(0.03);
    expect(share((job) => job.deadline !== null && new Date(job.deadline) < now)).toBeGreaterThan(0.05);
    expect(share((job) => job.deadline !== null && new Date(job.deadline) > now)).toBeGreaterThan(0.6);
    expect(share((job) => job.benefits === null)).toBeGreaterThan(0.05);
    for (const job of demo) {
      expect(job.requirements.length).toBeGreaterThanOrEqual(3);
      expect(job.requirements.length).toBeLessThanOrEqual(6);
      const paragraphs = job.description.split("\n\n").length;
      expect(paragraphs).toBeGreaterThanOrEqual(2);
      expect(paragraphs).toBeLessThanOrEqual(4);
      expect(job.description).not.toMatch(/\{\w+\}|lorem/i);
      expect(job.country_code).toMatch(/^[A-Z]{2}$/);
      if (job.deadline) expect(new Date(job.date_posted) < new Date(job.deadline)).toBe(true);
      if (job.salary_min !== null && job.salary_max !== null)
        expect(job.salary_min).toBeLessThanOrEqual(job.salary_max);
    }
  });
});

describe.each(testDatabases)("seeding on %s", (_name, kind) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await kind.open();
  }, 60_000);
  afterAll(() => handle?.close());

  const count = async () => {
    const conn = await handle.database.connect();
    const { rows } = await conn.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs");
    conn.release();
    return rows[0].n;
  };

  it("seeds an empty table once and updates in place when run again", async () => {
    expect(await seedDemoJobsIfEmpty(handle.database.db)).toBe(true);
    expect(await seedDemoJobsIfEmpty(handle.database.db)).toBe(false);
    expect(await count()).toBe(DEMO_JOB_COUNT);
    await seedJobs(handle.database.db, { count: DEMO_JOB_COUNT + 10, batchSize: 100 });
    expect(await count()).toBe(DEMO_JOB_COUNT + 10);
    const { rows } = (await handle.database.db.execute(
      sql`SELECT title FROM jobs WHERE slug = 'seed-7'`,
    )) as unknown as { rows: { title: string }[] };
    expect(rows[0].title).toBe(generateJob(7, now).title);
  });

  it("verifies two in three demo companies and flags only the deliberate scam examples", async () => {
    const { rows } = (await handle.database.db.execute(sql`
      SELECT (SELECT count(*) FILTER (WHERE verified)::int FROM companies) AS verified,
             (SELECT count(*)::int FROM companies) AS companies,
             (SELECT array_agg(slug ORDER BY id) FROM jobs WHERE cardinality(risk_flags) > 0) AS flagged`)) as unknown as {
      rows: { verified: number; companies: number; flagged: string[] }[];
    };
    expect(rows[0].companies).toBe(SEED_COMPANIES.length);
    expect(rows[0].verified).toBe(SEED_COMPANIES.filter((c) => c.verified).length);
    expect(rows[0].verified / rows[0].companies).toBeCloseTo(2 / 3, 1);
    expect(rows[0].flagged).toEqual(["seed-37", "seed-137", "seed-237"]);
  });
});
