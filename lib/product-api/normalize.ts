import { z } from "zod";
import {
  CAUTION_REASONS,
  DEFAULT_LANGUAGE,
  JOB_LANGUAGES,
  REMOTE_OPTIONS,
  REPORT_REASONS,
  RISK_FLAGS,
  STATUS_AUTHORS,
} from "./types";
import type {
  Application,
  ApplicationJob,
  CautionReason,
  Job,
  JobLanguage,
  JobListFacets,
  JobReport,
  ProfessionalLicense,
  RemoteOption,
  RiskFlag,
  UserMe,
} from "./types";

// The one place that tolerates a loose upstream: each schema here turns what an API may send into the
// contract's shape (services/product-api/contract.ts, re-exported by types.ts). Lenient where an API
// may reasonably differ (ids and amounts sent as strings, missing optional fields, remote option by
// name, a list as a bare array); strict on what the UI cannot do without.

const id = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);
const text = z.string();
const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? null);
const amount = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .nullish()
  .transform((v) => v ?? null);

const remoteOption = z.union([z.number(), z.string()]).transform((value, ctx): RemoteOption => {
  if (value === 0 || value === 1 || value === 2) return value;
  const byName = REMOTE_OPTIONS.findIndex(
    (name) => name.toLowerCase() === String(value).replace(/[-\s]/g, "").toLowerCase(),
  );
  if (byName >= 0) return byName as RemoteOption;
  ctx.addIssue({ code: "custom", message: `Unknown remote option ${JSON.stringify(value)}` });
  return z.NEVER;
});

const isRiskFlag = (flag: string): flag is RiskFlag => (RISK_FLAGS as readonly string[]).includes(flag);
const isCautionReason = (reason: string): reason is CautionReason =>
  (CAUTION_REASONS as readonly string[]).includes(reason);

/** A BCP 47 tag as one of the five languages ("fr-SN" is fr); another language is English. */
const toLanguage = (tag: string): JobLanguage => {
  const primary = tag.split("-")[0].toLowerCase();
  return JOB_LANGUAGES.find((l) => l === primary) ?? DEFAULT_LANGUAGE;
};
/** A job's language: English when an API sends none. */
const language = z
  .string()
  .nullish()
  .transform((tag) => toLanguage(tag ?? DEFAULT_LANGUAGE));

export const jobSchema: z.ZodType<Job> = z
  .object({
    id,
    title: text,
    company: text,
    location: text.default(""),
    countryCode: optionalText,
    jobType: text,
    remoteOption,
    experienceLevel: optionalText,
    description: text.default(""),
    requirements: z
      .array(text)
      .nullish()
      .transform((v) => v ?? []),
    salaryMin: amount,
    salaryMax: amount,
    salaryCurrency: optionalText,
    benefits: optionalText,
    category: optionalText,
    datePosted: text,
    deadline: optionalText,
    updatedAt: optionalText,
    language,
    // Trust fields: an API that does not send them yet means "nothing known".
    verifiedEmployer: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    // Flags this app does not know yet are dropped: it could not explain them.
    riskFlags: z
      .array(text)
      .nullish()
      .transform((v) => (v ?? []).filter(isRiskFlag)),
    caution: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    // Reasons this app does not know are dropped, like flags.
    cautionReasons: z
      .array(text)
      .nullish()
      .transform((v) => (v ?? []).filter(isCautionReason)),
  })
  .transform((job) => ({
    ...job,
    countryCode: job.countryCode ?? "",
    salaryCurrency: job.salaryCurrency ?? "USD",
    updatedAt: job.updatedAt ?? job.datePosted,
  }));

export const applicationJobSchema: z.ZodType<ApplicationJob> = z.object({
  id,
  title: text,
  company: text,
  location: text.default(""),
  jobType: text.default(""),
  remoteOption,
  description: text.default(""),
  deadline: optionalText,
});

const timelineEntrySchema = z.object({
  status: text,
  at: text,
  by: z.enum(STATUS_AUTHORS),
});

/** An API without status timelines sends none: the screens then show the status alone. */
export const applicationSchema: z.ZodType<Application> = z.object({
  id,
  status: text,
  createdAt: text,
  job: applicationJobSchema,
  timeline: z.array(timelineEntrySchema).default([]),
});

const storedLicenseSchema: z.ZodType<ProfessionalLicense> = z.object({
  id,
  licenseName: text,
  licenseValue: text,
  startDate: text,
  endDate: text,
});

export const userMeSchema: z.ZodType<UserMe> = z.object({
  id: z.union([text, z.number()]).transform(String),
  name: text.nullish().transform((v) => v ?? ""),
  username: text.nullish().transform((v) => v ?? ""),
  email: optionalText,
  // Left out when the API sends none, so a profile reads back as it was sent.
  language: z
    .string()
    .nullish()
    .transform((tag) => (tag ? toLanguage(tag) : undefined)),
  professionalLicenses: z
    .array(storedLicenseSchema)
    .nullish()
    .transform((v) => v ?? []),
});

const pageNumber = z.number().int().min(0).optional();

const facetList = z.array(z.object({ value: z.coerce.string(), count: z.number().int().min(0) }));
const facetsSchema: z.ZodType<JobListFacets> = z.object({
  country: facetList,
  city: z.array(z.object({ value: text, count: z.number().int().min(0), country: text })),
  jobType: facetList,
  remoteOption: facetList,
  experienceLevel: facetList,
  category: facetList,
  minSalary: facetList,
  postedWithin: facetList,
  language: facetList.optional(),
  verified: z.number().int().min(0).optional(),
});

/** GET /api/v1/jobs answers `{ jobs, ...paging, facets?, suggestion? }` or a plain array. */
export const jobListBodySchema = z.union([
  z
    .array(z.unknown())
    .transform((items) => ({ items, paging: {}, facets: undefined, suggestion: undefined })),
  z
    .object({
      jobs: z.array(z.unknown()),
      totalCount: pageNumber,
      pageNumber,
      pageSize: pageNumber,
      totalPages: pageNumber,
      facets: facetsSchema.optional(),
      // A corrupt one is dropped rather than shown: it only offers another search.
      suggestion: z.string().trim().min(1).max(200).optional().catch(undefined),
    })
    .transform(({ jobs, facets, suggestion, ...paging }) => ({ items: jobs, facets, suggestion, paging })),
]);

/** Application lists: a plain array (per job seeker) or `{ applications, ...paging }`. */
export const applicationListBodySchema = z.union([
  z.array(z.unknown()).transform((items) => ({ items, paging: {} })),
  z
    .object({
      applications: z.array(z.unknown()),
      totalCount: pageNumber,
      page: pageNumber,
      pageSize: pageNumber,
      totalPages: pageNumber,
    })
    .transform(({ applications, totalCount, page, pageSize, totalPages }) => ({
      items: applications,
      paging: { totalCount, pageNumber: page, pageSize, totalPages },
    })),
]);

export const jobReportSchema: z.ZodType<JobReport> = z.object({
  id,
  jobId: id,
  reason: z.enum(REPORT_REASONS),
  createdAt: text,
});
