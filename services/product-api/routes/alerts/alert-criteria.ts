import { normalizeQuery } from "../../../../lib/job-search";
import type { JobAlertFilters, jobAlerts } from "../../db/schema";
import type { SearchRequest } from "../../search/job-index";
import { REMOTE_FILTER_VALUES } from "../jobs/jobs.schemas";
import type { AlertCreate, ApiAlert } from "./alerts.schemas";

type AlertRow = typeof jobAlerts.$inferSelect;
const LIST_KEYS = ["country", "city", "jobType", "remoteOption", "experienceLevel", "category"] as const;

/**
 * The stored form of a search: the query as the web app normalises it, each list de-duplicated
 * (case-insensitively) and sorted, empty filters left out — so one search is one row whatever order
 * or case its filters came in (the unique index on user, query and filters relies on it).
 */
export function toStoredCriteria(input: Omit<AlertCreate, "frequency">): {
  query: string;
  filters: JobAlertFilters;
} {
  const filters: JobAlertFilters = {};
  for (const key of LIST_KEYS) {
    const seen = new Map<string, string>();
    for (const value of input[key] ?? []) {
      const clean = value.replace(/\s+/g, " ").trim();
      if (clean && !seen.has(clean.toLowerCase())) seen.set(clean.toLowerCase(), clean);
    }
    if (seen.size) filters[key] = [...seen.values()].sort((a, b) => a.localeCompare(b, "en"));
  }
  if (input.minSalary) filters.minSalary = input.minSalary;
  if (input.verified) filters.verified = true;
  return { query: normalizeQuery(input.searchQuery ?? ""), filters };
}

export const hasCriteria = ({ query, filters }: { query: string; filters: JobAlertFilters }) =>
  query !== "" || Object.keys(filters).length > 0;

export function toApiAlert(row: AlertRow): ApiAlert {
  const f = row.filters;
  return {
    id: row.id,
    searchQuery: row.query,
    country: f.country ?? [],
    city: f.city ?? [],
    jobType: f.jobType ?? [],
    remoteOption: f.remoteOption ?? [],
    experienceLevel: f.experienceLevel ?? [],
    category: f.category ?? [],
    minSalary: f.minSalary ?? null,
    verified: f.verified === true,
    frequency: row.frequency,
    paused: row.paused,
    channels: row.channels,
    createdAt: row.createdAt.toISOString(),
    lastDigestAt: row.lastDigestAt?.toISOString() ?? null,
  };
}

/** The alert's filters as the search index takes them (GET /jobs builds the same from its query). */
export function toSearchFilters(f: JobAlertFilters): SearchRequest["filters"] {
  return {
    country: f.country,
    city: f.city,
    jobType: f.jobType,
    remoteOption: f.remoteOption?.map((v) => REMOTE_FILTER_VALUES.indexOf(v as "onsite")),
    experienceLevel: f.experienceLevel,
    category: f.category,
    minSalary: f.minSalary,
    verified: f.verified,
  };
}

/** The /jobs URL of the alert's search on the web site (lib/job-search.ts writes the same parameters). */
export function searchUrl(siteUrl: string, row: Pick<AlertRow, "query" | "filters">): string {
  const params = new URLSearchParams();
  const f = row.filters;
  if (row.query) params.set("q", row.query);
  if (f.country?.length === 1) params.set("country", f.country[0]);
  if (f.city?.length === 1) params.set("city", f.city[0]);
  for (const v of f.jobType ?? []) params.append("type", v);
  for (const v of f.remoteOption ?? []) params.append("remote", v);
  for (const v of f.experienceLevel ?? []) params.append("level", v);
  for (const v of f.category ?? []) params.append("category", v);
  if (f.minSalary) params.set("salary", String(f.minSalary));
  if (f.verified) params.set("verified", "1");
  params.set("sort", "newest");
  return `${siteUrl}/jobs?${params}`;
}
