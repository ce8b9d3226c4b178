// schema.org JobPosting for Google for Jobs, and its safe serialisation into a <script> tag.
import type { Job } from "@/lib/product-api/types";

const EMPLOYMENT_TYPES: Record<string, string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Internship: "INTERN",
  Temporary: "TEMPORARY",
  Volunteer: "VOLUNTEER",
};

export function employmentType(jobType: string): string {
  return EMPLOYMENT_TYPES[jobType] ?? "OTHER";
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n|\r\n\s*\r\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The headings inside the description, in the posting's own language. */
export interface JobPostingLabels {
  requirements: string;
  benefits: string;
}

const ENGLISH_LABELS: JobPostingLabels = { requirements: "Requirements", benefits: "Benefits" };

/** Google wants the full description as HTML: the job text, then its requirements and benefits. */
function descriptionHtml(job: Job, labels: JobPostingLabels): string {
  const parts = paragraphs(job.description).map((p) => `<p>${escapeHtml(p)}</p>`);
  if (job.requirements.length > 0) {
    parts.push(`<p>${escapeHtml(labels.requirements)}:</p>`);
    parts.push(`<ul>${job.requirements.map((r) => `<li>${escapeHtml(r)}</li>`).join("")}</ul>`);
  }
  if (job.benefits?.trim())
    parts.push(`<p>${escapeHtml(labels.benefits)}: ${escapeHtml(job.benefits.trim())}</p>`);
  return parts.join("");
}

const isAmount = (n: number | null) => typeof n === "number" && Number.isFinite(n);

function baseSalary(job: Job) {
  if (!isAmount(job.salaryMin) && !isAmount(job.salaryMax)) return undefined;
  return {
    "@type": "MonetaryAmount",
    currency: job.salaryCurrency || "USD",
    value: {
      "@type": "QuantitativeValue",
      ...(isAmount(job.salaryMin) ? { minValue: job.salaryMin } : {}),
      ...(isAmount(job.salaryMax) ? { maxValue: job.salaryMax } : {}),
      unitText: "YEAR",
    },
  };
}

function jobLocation(job: Job) {
  const locality = job.location.split(",")[0]?.trim();
  const hasLocality = Boolean(locality) && !/remote|anywhere/i.test(locality);
  return {
    "@type": "Place",
    address: {
      "@type": "PostalAddress",
      ...(hasLocality ? { addressLocality: locality } : {}),
      addressCountry: job.countryCode,
    },
  };
}

export interface JobPostingContext {
  /** Absolute URL of the job page. */
  url: string;
  siteName: string;
  /** Defaults to English; pass the job's language's words (job.requirements, job.benefits). */
  labels?: JobPostingLabels;
}

export function buildJobPosting(
  job: Job,
  { url, siteName, labels = ENGLISH_LABELS }: JobPostingContext,
): Record<string, unknown> {
  const remote = job.remoteOption === 2;
  const salary = baseSalary(job);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: descriptionHtml(job, labels),
    datePosted: job.datePosted,
    ...(job.deadline ? { validThrough: job.deadline } : {}),
    employmentType: employmentType(job.jobType),
    hiringOrganization: { "@type": "Organization", name: job.company },
    jobLocation: jobLocation(job),
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: job.countryCode },
        }
      : {}),
    ...(salary ? { baseSalary: salary } : {}),
    directApply: true,
    identifier: { "@type": "PropertyValue", name: siteName, value: String(job.id) },
    url,
    ...(job.language ? { inLanguage: job.language } : {}),
  };
}

/** JSON for an inline <script>: no character in the data can end the tag or break the JS parser. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
