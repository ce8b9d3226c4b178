import { z } from "@hono/zod-openapi";
import { JOB_TYPES } from "../../../../lib/product-api/types";

/** No single call returns more than this many jobs, whatever maxSize asks for. */
export const HARD_MAX_PAGE_SIZE = 1000;

const isoDate = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);
const int = z.coerce.number().int();

export const JobIdParams = z.object({
  id: int
    .min(1)
    .max(2_147_483_647)
    .openapi({ param: { name: "id", in: "path" }, example: 42 }),
});

export const JobListQuery = z.object({
  pageSize: int.min(1).default(15).openapi({ description: "Jobs per page (capped by maxSize)." }),
  pageNumber: int.min(1).max(1_000_000).default(1),
  searchQuery: z.string().optional().openapi({
    description:
      'Full-text search: words, "exact phrases", -excluded, a or b; the last word may be half typed.',
    example: '"data analyst" nairobi -senior',
  }),
  maxSize: int
    .min(1)
    .default(100)
    .openapi({ description: `Upper bound on pageSize (at most ${HARD_MAX_PAGE_SIZE}).` }),
});

export const JobSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    company: z.string(),
    location: z.string(),
    countryCode: z.string().openapi({ description: "ISO 3166-1 alpha-2", example: "KE" }),
    jobType: z.string().openapi({ example: "Internship" }),
    remoteOption: z.number().int().openapi({ description: "0 OnSite, 1 Hybrid, 2 Remote" }),
    experienceLevel: z.string().nullable(),
    description: z.string(),
    requirements: z.array(z.string()),
    salaryMin: z.number().nullable().openapi({ description: "Yearly, in salaryCurrency" }),
    salaryMax: z.number().nullable(),
    salaryCurrency: z.string(),
    benefits: z.string().nullable(),
    category: z.string().nullable(),
    datePosted: z.string().openapi({ format: "date-time" }),
    deadline: z.string().nullable().openapi({ format: "date-time" }),
    updatedAt: z.string().openapi({ format: "date-time" }),
  })
  .openapi("Job");

export const JobListSchema = z
  .object({
    jobs: z.array(JobSchema),
    totalCount: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    hasNext: z.boolean(),
    hasPrevious: z.boolean(),
  })
  .openapi("JobList");

const text = (max: number) => z.string().trim().min(1, "Required").max(max);
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
  experienceLevel: z.string().trim().max(100).nullish(),
  category: z.string().trim().toLowerCase().max(50).nullish(),
  description: text(20_000),
  requirements: z.array(text(500)).max(50),
  salaryMin: salary,
  salaryMax: salary,
  salaryCurrency: z
    .string()
    .regex(/^[A-Z]{3}$/, "Use an ISO 4217 currency code")
    .optional(),
  benefits: z.string().trim().max(5000).nullish(),
  datePosted: isoDate.optional(),
  deadline: isoDate.nullish(),
};

const salaryOrder = {
  check: (job: { salaryMin?: number | null; salaryMax?: number | null }) =>
    job.salaryMin == null || job.salaryMax == null || job.salaryMin <= job.salaryMax,
  params: { message: "salaryMin must not be above salaryMax", path: ["salaryMax"] },
};

export const JobCreateSchema = z
  .object({ ...jobFields, requirements: jobFields.requirements.default([]) })
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
