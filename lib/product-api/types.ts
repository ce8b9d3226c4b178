// App-facing shapes of the product API (spec §3). lib/product-api reshapes upstream payloads into these.
import type { ReportReason } from "@/services/product-api/lib/limits";

export const REMOTE_OPTIONS = ["OnSite", "Hybrid", "Remote"] as const;
/** 0 OnSite, 1 Hybrid, 2 Remote (spec §3). */
export type RemoteOption = 0 | 1 | 2;

export const JOB_TYPES = [
  "Full-time",
  "Part-time",
  "Contract",
  "Internship",
  "Temporary",
  "Volunteer",
] as const;
export type JobType = (typeof JOB_TYPES)[number];

export interface Job {
  id: number;
  title: string;
  company: string;
  location: string;
  /** ISO 3166-1 alpha-2 country of the job (or of the employer, for remote jobs). */
  countryCode: string;
  jobType: JobType | string;
  remoteOption: RemoteOption;
  experienceLevel: string | null;
  description: string;
  requirements: string[];
  /** Yearly, in salaryCurrency (USD unless stated). */
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  benefits: string | null;
  category: string | null;
  /** ISO timestamps. */
  datePosted: string;
  deadline: string | null;
  updatedAt: string;
  /** The job's company is a verified employer. */
  verifiedEmployer: boolean;
  /** Scam signals the product API found in the job's text (RISK_FLAGS, or others it may add). */
  riskFlags: string[];
  /** Flagged or reported by three or more people, and not yet cleared by an admin: warn, don't index. */
  caution: boolean;
}

/** Risk flags the product API computes when a job is created or changed. */
export const RISK_FLAGS = ["fee-language", "phone-only-contact", "free-mail-contact"] as const;
export type RiskFlag = (typeof RISK_FLAGS)[number];

/** Where a page of a list sits: read once from X-Pagination (spec §7), the body, or the items. */
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
  facets?: JobFacets;
}

/** One filter option and how many open jobs it would give with the query and the other filters. */
export interface FacetCount {
  value: string;
  count: number;
}

/**
 * Facet counts of GET /api/v1/jobs?facets=true. Each dimension is counted with every filter applied
 * except its own, so its options say what choosing them (instead of, or besides, the current ones)
 * would give. Options with no jobs are left out. minSalary and postedWithin count each step
 * cumulatively (jobs paying at least the step; jobs posted within the period).
 */
export interface JobFacets {
  country: FacetCount[];
  /** Cities carry their country code. */
  city: (FacetCount & { country: string })[];
  jobType: FacetCount[];
  /** "onsite" | "hybrid" | "remote". */
  remoteOption: FacetCount[];
  experienceLevel: FacetCount[];
  category: FacetCount[];
  minSalary: FacetCount[];
  postedWithin: FacetCount[];
  /** How many matches (query and the other filters applied) are from verified employers. */
  verified?: number;
}

export interface ProfessionalLicense {
  id: number;
  licenseName: string;
  licenseValue: string;
  startDate: string;
  endDate: string;
}

export interface UserMe {
  id: string;
  name: string;
  username: string;
  email: string | null;
  professionalLicenses: ProfessionalLicense[];
}

export interface ApplicationJob {
  id: number;
  title: string;
  company: string;
  location: string;
  jobType: string;
  remoteOption: RemoteOption;
  description: string;
  deadline: string | null;
}

export interface Application {
  id: number;
  status: string;
  createdAt: string;
  job: ApplicationJob;
}

export interface ApplicationPage {
  applications: Application[];
  pagination: Paging;
}

interface ProfessionalLicenseInput {
  /** A stored license's id; absent for licenses added in this edit. */
  id?: number;
  licenseName: string;
  licenseValue: string;
  startDate: string;
  endDate: string;
}

/** Body of PUT /api/v1/users/me. */
export interface UpdateMeBody {
  name: string;
  username?: string;
  professionalLicenses: ProfessionalLicenseInput[];
}

/** Why a seeker reports a job (POST /api/v1/jobs/{jobId}/reports). */
export { REPORT_REASONS, type ReportReason } from "@/services/product-api/lib/limits";

/** Body of POST /api/v1/jobs/{jobId}/reports. */
export interface JobReportBody {
  reason: ReportReason;
  details?: string;
}

/** A stored report, as the product API answers it. */
export interface JobReport {
  id: number;
  jobId: number;
  reason: string;
  createdAt: string;
}
