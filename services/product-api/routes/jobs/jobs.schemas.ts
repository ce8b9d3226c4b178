import { z } from "@hono/zod-openapi";
import { jobs } from "../../db/schema";
import { text as cleanText, languageTag } from "../../lib/fields";
import { CAUTION_REASONS, JOB_LANGUAGES, JOB_TYPES, RISK_FLAGS } from "../../lib/job-values";
import { LIMITS, MAX_PAGE } from "../../lib/limits";
import { idParam } from "../../lib/openapi";
import { createSelectSchema, isoDateTime } from "../../lib/table-schema";

/** No single call returns more than this many jobs, whatever maxSize asks for. */
export const HARD_MAX_PAGE_SIZE = 1000;

const isoDate = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);
const int = z.coerce.number().int();

export const JobIdParams = z.object({ id: idParam("id") });

/** A filter that takes one or more values: repeated (`?jobType=a&jobType=b`) or comma-separated. */
const several = <T extends z.ZodType>(item: T, description: string, example: string) =>
  z
    .preprocess(
      (value) =>
        (Array.isArray(value) ? value : [value])
          .flatMap((v) => String(v).split(","))
          .map((v) => v.trim())
          .filter(Boolean),
      z.array(item).min(1).max(20),
    )
    .optional()
    .openapi({ type: "string", description, example });

const caseInsensitive = <T extends string>(values: readonly T[]) =>
  z.string().transform((value, ctx) => {
    const found = values.find((v) => v.toLowerCase() === value.toLowerCase());
    if (found) return found;
    ctx.addIssue({ code: "custom", message: `Use one of: ${values.join(", ")}` });
    return z.NEVER;
  });

export const REMOTE_FILTER_VALUES = ["onsite", "hybrid", "remote"] as const;
/** Periods of postedWithin, in milliseconds. */
export const POSTED_PERIODS = [
  ["24h", 86_400_000],
  ["7d", 7 * 86_400_000],
  ["30d", 30 * 86_400_000],
] as const;
/** Minimum-salary steps the facets count. */
export const SALARY_STEPS = [10_000, 25_000, 50_000, 75_000, 100_000] as const;

export const JobListQuery = z.object({
  pageSize: int.min(1).default(15).openapi({ description: "Jobs per page (capped by maxSize)." }),
  pageNumber: int.min(1).max(MAX_PAGE).default(1),
  searchQuery: z.string().max(LIMITS.searchQuery).optional().openapi({
    description:
      'Full-text search: words, "exact phrases", -excluded, a or b; the last word may be half typed.',
    example: '"data analyst" nairobi -senior',
  }),
  maxSize: int
    .min(1)
    .default(100)
    .openapi({ description: `Upper bound on pageSize (at most ${HARD_MAX_PAGE_SIZE}).` }),
  country: several(
    z
      .string()
      .regex(/^[A-Za-z]{2}$/, "Use ISO 3166-1 alpha-2 country codes")
      .transform((v) => v.toUpperCase()),
    "Country codes (ISO 3166-1 alpha-2), one or more.",
    "KE,NG",
  ),
  city: several(z.string().max(100), "City names (case-insensitive), one or more.", "Nairobi"),
  jobType: several(caseInsensitive(JOB_TYPES), `Job types: ${JOB_TYPES.join(", ")}.`, "Internship,Contract"),
  remoteOption: several(
    caseInsensitive(REMOTE_FILTER_VALUES),
    "Where the work happens: onsite, hybrid, remote.",
    "remote,hybrid",
  ),
  experienceLevel: several(z.string().max(100), "Experience levels (case-insensitive).", "Entry level"),
  category: several(z.string().max(50), "Categories (case-insensitive).", "software"),
  language: several(
    languageTag(),
    `Languages the jobs are written in (BCP 47: ${JOB_LANGUAGES.join(", ")}; fr-SN counts as fr).`,
    "fr,ar",
  ),
  minSalary: int.min(0).max(100_000_000).optional().openapi({
    description:
      "Jobs whose top of the salary range (else its bottom) is at least this; jobs without a salary are left out.",
  }),
  postedWithin: z
    .enum(POSTED_PERIODS.map(([name]) => name) as ["24h", "7d", "30d"])
    .optional()
    .openapi({ description: "Only jobs posted in the last 24 hours, 7 days or 30 days." }),
  verified: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true")
    .openapi({ type: "string", description: "true: only jobs from verified employers." }),
  readerLanguage: languageTag().optional().openapi({
    type: "string",
    description:
      "The language the seeker reads in. Without a searchQuery, jobs in it come first, then the others, each newest first; with one it changes nothing.",
    example: "fr",
  }),
  sort: z
    .enum(["relevance", "newest"])
    .optional()
    .openapi({ description: "relevance (the default with a searchQuery) or newest (the default without)." }),
  facets: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true")
    .openapi({
      type: "string",
      description:
        "true adds `facets` to the body: for each filter, the open jobs each option would give with the searchQuery and the other filters (options with none are left out; minSalary and postedWithin steps count cumulatively).",
    }),
});

const FacetCountSchema = z.object({ value: z.string(), count: z.number().int() });
export const JobFacetsSchema = z
  .object({
    country: z.array(FacetCountSchema),
    city: z.array(FacetCountSchema.extend({ country: z.string() })),
    jobType: z.array(FacetCountSchema),
    remoteOption: z.array(FacetCountSchema),
    experienceLevel: z.array(FacetCountSchema),
    category: z.array(FacetCountSchema),
    minSalary: z.array(FacetCountSchema),
    postedWithin: z.array(FacetCountSchema),
    language: z.array(FacetCountSchema),
    verified: z.number().int().openapi({
      description: "How many matches (the query and the other filters applied) are from verified employers.",
    }),
  })
  .openapi("JobFacets");

/** The jobs table's columns as the API writes them (timestamps as ISO strings). */
const JobColumnsSchema = createSelectSchema(jobs, {
  countryCode: (s) => s.openapi({ description: "ISO 3166-1 alpha-2", example: "KE" }),
  jobType: (s) => s.openapi({ example: "Internship" }),
  remoteOption: (s) => s.min(0).max(2).openapi({ description: "0 OnSite, 1 Hybrid, 2 Remote" }),
  requirements: z.array(z.string()),
  salaryMin: (s) => s.openapi({ description: "Yearly, in salaryCurrency" }),
  datePosted: isoDateTime,
  deadline: isoDateTime.nullable(),
  updatedAt: isoDateTime,
  riskFlags: z.array(z.enum(RISK_FLAGS)).openapi({
    description: "Signs of a scam found in the job's text when it was last written.",
  }),
  language: z.enum(JOB_LANGUAGES).openapi({ description: "The language the job is written in (BCP 47)." }),
});

const JobFields = JobColumnsSchema.pick({
  id: true,
  title: true,
  company: true,
  location: true,
  countryCode: true,
  jobType: true,
  remoteOption: true,
  experienceLevel: true,
  description: true,
  requirements: true,
  salaryMin: true,
  salaryMax: true,
  salaryCurrency: true,
  benefits: true,
  category: true,
  language: true,
  datePosted: true,
  deadline: true,
  updatedAt: true,
}).extend({
  verifiedEmployer: z.boolean().openapi({ description: "The company is a verified employer." }),
  // Listed here, not picked above, to keep the document's order of the trust fields.
  riskFlags: JobColumnsSchema.shape.riskFlags,
  caution: z.boolean().openapi({
    description:
      "Risk flags, or reports from 3+ distinct reporters, not cleared by a review since. Such jobs are left out of GET /jobs.",
  }),
  cautionReasons: z.array(z.enum(CAUTION_REASONS)).openapi({
    description:
      "Why the job is under caution: `reports` (3+ distinct reporters since the last review), `flags` (risk flags that appeared after it), or both; empty when it is not.",
    example: ["reports"],
  }),
});

export const JobSchema = JobFields.openapi("Job");

/** The job as an application or a saved job shows it. */
export const JobSummarySchema = JobFields.pick({
  id: true,
  title: true,
  company: true,
  location: true,
  jobType: true,
  remoteOption: true,
  description: true,
  deadline: true,
});

export const JobListSchema = z
  .object({
    jobs: z.array(JobSchema),
    totalCount: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    hasNext: z.boolean(),
    hasPrevious: z.boolean(),
    facets: JobFacetsSchema.optional(),
    suggestion: z.string().optional().openapi({
      description:
        'When a word of searchQuery is found nowhere as typed: the query with that word as titles and skills write it (the results are already of that query), for "Did you mean …".',
      example: "developer",
    }),
  })
  .openapi("JobList");

// No control characters (PostgreSQL refuses NUL); tabs and line breaks where text is multiline.
const text = (max: number, multiline = false) => cleanText(max, { multiline }).min(1, "Required");
const optionalText = (max: number, multiline = false) => cleanText(max, { multiline }).nullish();
const salary = z.number().int().min(0).max(100_000_000).nullish();

const jobFields = {
  title: text(200),
  company: text(200),
  location: text(200),
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "Use an ISO 3166-1 alpha-2 country code")
    .transform((v) => v.toUpperCase())
    .optional(),
  jobType: z.enum(JOB_TYPES),
  remoteOption: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  experienceLevel: optionalText(100),
  category: cleanText(50).toLowerCase().nullish(),
  description: text(20_000, true),
  requirements: z.array(text(500)).max(50),
  salaryMin: salary,
  salaryMax: salary,
  salaryCurrency: z
    .string()
    .regex(/^[A-Z]{3}$/, "Use an ISO 4217 currency code")
    .optional(),
  benefits: optionalText(5000, true),
  datePosted: isoDate.optional(),
  deadline: isoDate.nullish(),
  language: languageTag().openapi({
    type: "string",
    enum: [...JOB_LANGUAGES],
    description:
      "The language the job is written in (BCP 47; fr-SN is kept as fr). Search stems its words in it.",
    example: "fr",
  }),
};

const salaryOrder = {
  check: (job: { salaryMin?: number | null; salaryMax?: number | null }) =>
    job.salaryMin == null || job.salaryMax == null || job.salaryMin <= job.salaryMax,
  params: { message: "salaryMin must not be above salaryMax", path: ["salaryMax"] },
};

export const JobCreateSchema = z
  .object({
    ...jobFields,
    requirements: jobFields.requirements.default([]),
    language: jobFields.language.default("en"),
  })
  .refine(salaryOrder.check, salaryOrder.params)
  .openapi("JobInput");

/** PUT merges the given fields into the stored job, so a full body and a partial one both work. */
export const JobUpdateSchema = z
  .object(jobFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Send at least one field to change")
  .openapi("JobUpdate");

export type JobCreate = z.output<typeof JobCreateSchema>;
export type JobUpdate = z.output<typeof JobUpdateSchema>;
