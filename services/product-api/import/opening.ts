import { createHash } from "node:crypto";
import type { z } from "zod";
import type { JobType } from "../lib/job-values";
import { JobCreateSchema, type JobCreate } from "../routes/jobs/jobs.schemas";
import { tidy } from "./html-text";
import { jobLanguage } from "./language";
import { locationText } from "./normalise";

/** One opening as a feed format reads it, its text already sanitised (html-text.ts). */
export interface Opening {
  /** The opening's id at its source: the key that tells new, changed and vanished openings apart. */
  externalId: string;
  title: string;
  description: string;
  requirements?: string[];
  benefits?: string | null;
  city: string;
  /** ISO 3166-1 alpha-2, or "" when the feed does not say. */
  country: string;
  remoteOption: 0 | 1 | 2;
  jobType: JobType;
  experienceLevel?: string | null;
  category?: string | null;
  salary?: { min: number | null; max: number | null; currency: string } | null;
  datePosted?: Date | null;
  deadline?: Date | null;
  /** The language the feed declares (BCP 47), if any. */
  language?: string | null;
  /** The opening's page at the source. */
  url?: string | null;
}

/** The feed cannot be read as its format says: the run fails and changes nothing. */
export class FeedError extends Error {}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
const validDate = (date: Date | null | undefined) => (date && !Number.isNaN(date.getTime()) ? date : null);
const amount = (n: number | null | undefined) =>
  typeof n === "number" && Number.isFinite(n) && n >= 0 && n <= 100_000_000 ? Math.round(n) : null;

export interface ImportedJob {
  input: JobCreate;
  externalId: string;
  sourceUrl: string | null;
  /** Of the values the feed gave, to tell a changed opening (datePosted left out when the feed has none). */
  hash: string;
}

/** The opening as a job of `company`, checked by the same schema as POST /api/v1/jobs. */
export function toImportedJob(
  opening: Opening,
  company: string,
): { ok: true; job: ImportedJob } | { ok: false; reason: string } {
  const description = clip(tidy(opening.description), 20_000);
  const salaryMin = amount(opening.salary?.min);
  const salaryMax = amount(opening.salary?.max);
  const salaryOrdered = salaryMin === null || salaryMax === null || salaryMin <= salaryMax;
  const currency = opening.salary?.currency?.toUpperCase();
  const deadline = validDate(opening.deadline);
  const posted = validDate(opening.datePosted);
  const candidate = {
    title: clip(tidy(opening.title).replace(/\s+/g, " "), 200),
    company,
    location: clip(locationText(opening.city, opening.country, opening.remoteOption), 200),
    countryCode: opening.country || undefined,
    jobType: opening.jobType,
    remoteOption: opening.remoteOption,
    experienceLevel: opening.experienceLevel ?? null,
    category: opening.category ?? null,
    description,
    requirements: (opening.requirements ?? [])
      .map((item) => clip(tidy(item).replace(/\s+/g, " "), 500))
      .filter(Boolean)
      .slice(0, 50),
    salaryMin: salaryOrdered ? salaryMin : null,
    salaryMax: salaryOrdered ? salaryMax : null,
    ...(currency && /^[A-Z]{3}$/.test(currency) && (salaryMin ?? salaryMax) !== null
      ? { salaryCurrency: currency }
      : {}),
    benefits: opening.benefits ? clip(tidy(opening.benefits), 5000) || null : null,
    // A date ahead of now would keep the job first among the newest; it was posted now at the latest.
    ...(posted ? { datePosted: new Date(Math.min(posted.getTime(), Date.now())).toISOString() } : {}),
    deadline: deadline?.toISOString() ?? null,
    language: jobLanguage(`${opening.title}\n${description}`, opening.language),
  };
  const parsed = JobCreateSchema.safeParse(candidate);
  if (!parsed.success) return { ok: false, reason: firstIssue(parsed.error) };
  // The feed's own date, not the one clamped to now, which would differ on every run.
  const compared = { ...parsed.data, datePosted: posted?.toISOString() ?? null, url: opening.url ?? null };
  const hash = createHash("sha256").update(JSON.stringify(compared)).digest("base64url");
  return {
    ok: true,
    job: { input: parsed.data, externalId: opening.externalId, sourceUrl: opening.url ?? null, hash },
  };
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join(".") || "job"}: ${issue.message}` : "not a valid job";
}
