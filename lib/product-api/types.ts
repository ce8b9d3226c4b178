// App-facing shapes of the product API (spec §3). lib/product-api reshapes upstream payloads into these.

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
}

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

/** Body of createJob / updateJob: a job without the fields the product API assigns. */
export type JobInput = Omit<
  Job,
  "id" | "updatedAt" | "datePosted" | "countryCode" | "salaryCurrency" | "category"
> &
  Partial<Pick<Job, "datePosted" | "countryCode" | "salaryCurrency" | "category">>;

export interface ProfessionalLicenseInput {
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

/** Body of POST /api/v1/jobs/{jobId}/apply. */
export interface ApplyToJobBody {
  coverLetter?: string;
}
