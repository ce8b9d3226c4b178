// App-facing shapes of the product API: its contract (services/product-api/contract.ts), imported
// as types only so no service code reaches a bundle. normalize.ts turns upstream payloads into these.
import type {
  Application,
  JobFacets as ContractFacets,
  Job,
  UserMe as ContractUserMe,
} from "@/services/product-api/contract";
import type { JobLanguage } from "@/services/product-api/lib/job-values";

export type {
  Application,
  CautionReason,
  Job,
  JobReport,
  JobMarks,
  JobReportBody,
  JobSummary as ApplicationJob,
  JobReviewBody,
  JobType,
  ModerationAction,
  ProfessionalLicense,
  RiskFlag,
  SavedJob,
  UpdateMeBody,
  VerificationBody,
} from "@/services/product-api/contract";
export {
  CAUTION_REASONS,
  DEFAULT_LANGUAGE,
  JOB_LANGUAGES,
  JOB_TYPES,
  REMOTE_OPTIONS,
  RISK_FLAGS,
  type JobLanguage,
} from "@/services/product-api/lib/job-values";
/** Whether an application is withdrawn (final), and who sets the entries of its timeline. */
export { isWithdrawn, STATUS_AUTHORS } from "@/services/product-api/lib/application-status";
/** Why a seeker reports a job (POST /api/v1/jobs/{jobId}/reports). */
export { REPORT_REASONS, type ReportReason } from "@/services/product-api/lib/limits";

/**
 * The signed-in seeker. `language` (the one they read mails in) is absent when the API sends none:
 * read it as English then.
 */
export type UserMe = Omit<ContractUserMe, "language"> & { language?: JobLanguage };

/** 0 OnSite, 1 Hybrid, 2 Remote (REMOTE_OPTIONS). */
export type RemoteOption = 0 | 1 | 2;

/** Where a page of a list sits: read once from X-Pagination (docs/product.md, The API), the body, or the items. */
export interface Paging {
  totalCount: number;
  totalPages: number;
  pageNumber: number;
  pageSize: number;
}

export interface JobList extends Paging {
  jobs: Job[];
  hasNext: boolean;
  hasPrevious: boolean;
  /** Present when asked for (`facets=true`). */
  facets?: JobListFacets;
  /** The query with a word found nowhere as typed corrected; the jobs are already its results. */
  suggestion?: string;
}

/** One filter option and how many open jobs it would give with the query and the other filters. */
export type FacetCount = ContractFacets["country"][number];

/**
 * Facet counts of GET /api/v1/jobs?facets=true: each dimension counted with every filter but its own
 * applied. `verified` is absent when an API does not count it.
 */
export type JobFacets = Omit<ContractFacets, "verified" | "language"> & { verified?: number };

/**
 * The facets of a job list: JobFacets and, when the API counts it, the jobs per language of the job
 * (`language`: en, fr, pt, sw, ar). Kept out of JobFacets so that code mapping over its keys (the
 * packed facets of the filter form) goes on compiling until it shows the language filter.
 */
export type JobListFacets = JobFacets & { language?: FacetCount[] };

export interface ApplicationPage {
  applications: Application[];
  pagination: Paging;
}
