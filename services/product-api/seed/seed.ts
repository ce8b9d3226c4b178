import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { COMPANIES } from "./data/companies";
import { generateJob, type SeedJob } from "./generate";

/** The demo set `npm start` puts into an empty database. */
export const DEMO_JOB_COUNT = 320;

const COLUMNS: Record<keyof SeedJob, string> = {
  slug: "text",
  title: "text",
  company: "text",
  location: "text",
  country_code: "text",
  job_type: "text",
  remote_option: "smallint",
  experience_level: "text",
  category: "text",
  description: "text",
  requirements: "jsonb",
  salary_min: "integer",
  salary_max: "integer",
  salary_currency: "text",
  benefits: "text",
  date_posted: "timestamptz",
  deadline: "timestamptz",
  risk_flags: "text[]",
  language: "text",
};
const names = Object.keys(COLUMNS);
const recordType = names.map((name) => `${name} ${COLUMNS[name as keyof SeedJob]}`).join(", ");
const updates = names.filter((n) => n !== "slug").map((n) => `${n} = excluded.${n}`);

// One statement per batch, the rows travelling as a single JSON parameter: fast on both drivers,
// and the upsert on slug makes re-seeding update jobs in place instead of duplicating them.
const upsert = (rows: SeedJob[]) => sql`
  INSERT INTO jobs (${sql.raw(names.join(", "))})
  SELECT ${sql.raw(names.join(", "))} FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(${sql.raw(recordType)})
  ON CONFLICT (slug) DO UPDATE SET ${sql.raw(updates.join(", "))}, updated_at = now()`;

/** Two in three demo companies are verified employers (the same ones on every run). */
export const SEED_COMPANIES = [
  ...new Map(
    Object.values(COMPANIES)
      .flatMap((list) => list.map((company, i) => ({ name: company.name, verified: i % 3 !== 2 })))
      .map((company) => [company.name.toLowerCase(), company]),
  ).values(),
];

// Existing companies are left as they are: an operator may have verified or unverified them since.
const insertCompanies = () => sql`
  INSERT INTO companies (name, verified, verified_at)
  SELECT name, verified, CASE WHEN verified THEN now() END
  FROM jsonb_to_recordset(${JSON.stringify(SEED_COMPANIES)}::jsonb) AS r(name text, verified boolean)
  ON CONFLICT ((lower(name))) DO NOTHING`;

export interface SeedOptions {
  count: number;
  /** Dates (posted, deadlines) are relative to this moment. */
  now?: Date;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

export async function seedJobs(
  db: Db,
  { count, now = new Date(), batchSize = 1000, onProgress }: SeedOptions,
) {
  await db.execute(insertCompanies());
  for (let start = 0; start < count; start += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, count - start) }, (_, i) =>
      generateJob(start + i, now),
    );
    await db.execute(upsert(batch));
    onProgress?.(start + batch.length, count);
  }
}

/** Seeds the demo jobs into an empty table; returns whether it did. */
export async function seedDemoJobsIfEmpty(db: Db): Promise<boolean> {
  const { rows } = (await db.execute(sql`SELECT EXISTS (SELECT 1 FROM jobs) AS "any"`)) as unknown as {
    rows: { any: boolean }[];
  };
  if (rows[0]?.any) return false;
  await seedJobs(db, { count: DEMO_JOB_COUNT });
  return true;
}
