// The one module that reads and writes job-search URLs: the query text, page, filters and sort of
// /jobs, and the product API query they become. Pages parse with parseJobSearch, links are built with
// jobSearchHref, and lib/jobs-data sends toApiQuery; nothing else trims, lower-cases or validates them.
// Values that are not understood are dropped (never an error): a hand-edited URL still shows jobs.
import { JOB_LANGUAGES, JOB_TYPES, type JobLanguage } from "@/lib/product-api/types";
import { MAX_PAGE, parseId } from "@/services/product-api/lib/limits";
import { FILTER_KEYS, SEARCH_PARAM_KEYS } from "./search-params";

/** Longest search text kept; longer adds nothing to a full-text query and bloats cache keys. */
const MAX_QUERY_LENGTH = 100;
/** Jobs per page: browse mode (no query, no filter) lists the newest jobs, everything else results. */
export const BROWSE_PAGE_SIZE = 10;
export const SEARCH_PAGE_SIZE = 15;
/** Deepest page a URL may ask for; the API refuses more (and no one pages that far): a 404 past it. */
export { MAX_PAGE };

export const REMOTE_VALUES = ["onsite", "hybrid", "remote"] as const;
export type RemoteValue = (typeof REMOTE_VALUES)[number];
/** English labels (job alerts' summaries); pages show the "filters" messages (lib/job-filter-labels.ts). */
export const REMOTE_FILTER_LABELS: Record<RemoteValue, string> = {
  onsite: "On-site",
  hybrid: "Hybrid",
  remote: "Remote",
};

/** The six home-page categories: stored value and English label (landing slugs; the pages' labels are messages). */
export const JOB_CATEGORIES = {
  software: "Software Development",
  design: "Design & Creative",
  marketing: "Marketing & Communications",
  sales: "Sales & Business Development",
  engineering: "Engineering & Technical",
  hospitality: "Hospitality & Tourism",
} as const;
export type JobCategory = keyof typeof JOB_CATEGORIES;
const CATEGORY_VALUES = Object.keys(JOB_CATEGORIES) as JobCategory[];

export const POSTED_VALUES = ["24h", "7d", "30d"] as const;
export type PostedWithin = (typeof POSTED_VALUES)[number];

/** Yearly minimum-salary steps offered as filters (in the job's currency, USD for nearly all). */
export const SALARY_STEPS = [10_000, 25_000, 50_000, 75_000, 100_000] as const;

const SORT_VALUES = ["relevance", "newest"] as const;
export type JobSort = (typeof SORT_VALUES)[number];

export interface JobSearch {
  /** Search text, trimmed, single-spaced, lower case; "" when there is none. */
  q: string;
  page: number;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string | null;
  city: string | null;
  type: string[];
  remote: RemoteValue[];
  level: string[];
  category: JobCategory[];
  /** Languages the job is written in (`language=fr,ar`). */
  language: JobLanguage[];
  salary: number | null;
  posted: PostedWithin | null;
  /** Verified employers only (`verified=1`). */
  verified: boolean;
  /** null: the default (relevance with a query, newest without). */
  sort: JobSort | null;
}

export type FilterKey = (typeof FILTER_KEYS)[number];
export { SEARCH_PARAM_KEYS };

export const emptySearch = (): JobSearch => ({
  q: "",
  page: 1,
  country: null,
  city: null,
  type: [],
  remote: [],
  level: [],
  category: [],
  language: [],
  salary: null,
  posted: null,
  verified: false,
  sort: null,
});

type RawParams = URLSearchParams | Record<string, string | string[] | undefined>;

function valuesOf(params: RawParams, key: string): string[] {
  // Own values only: Next builds a page's searchParams with plain assignments, so `?__proto__=1` gives
  // the object an array for a prototype, and `sort` would be Array.prototype.sort.
  const raw =
    params instanceof URLSearchParams
      ? params.getAll(key)
      : Object.hasOwn(params, key)
        ? params[key]
        : undefined;
  const list: unknown[] = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list
    .filter((v): v is string => typeof v === "string")
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
}

const oneOf = <T extends string>(allowed: readonly T[], value: string): T | undefined =>
  allowed.find((a) => a.toLowerCase() === value.toLowerCase());

const uniq = <T>(list: (T | undefined)[]): T[] => [...new Set(list.filter((v): v is T => v !== undefined))];

/** Search text as it is sent and cached: trimmed, single-spaced, lower case, at most MAX_QUERY_LENGTH. */
export function normalizeQuery(q: string): string {
  return q.trim().replace(/\s+/g, " ").toLowerCase().slice(0, MAX_QUERY_LENGTH).trim();
}

/** A place or level name as typed: trimmed, single-spaced, at most 100 characters; null when empty. */
function cleanName(value: string | undefined): string | null {
  const clean = value?.replace(/\s+/g, " ").trim().slice(0, 100) ?? "";
  return clean && /[\p{L}\p{N}]/u.test(clean) ? clean : null;
}

export function parseJobSearch(params: RawParams): JobSearch {
  const first = (key: string) => valuesOf(params, key)[0];
  // A page past MAX_PAGE is kept, so the page it names can answer 404 rather than show page 1.
  const page = parseId(first("page")) ?? 1;
  const salary = Number(first("salary"));
  const country = first("country")?.toUpperCase();
  const q = normalizeQuery(valuesOf(params, "q").join(" "));
  const sort = oneOf(SORT_VALUES, first("sort") ?? "");
  return {
    q,
    page,
    country: country && /^[A-Z]{2}$/.test(country) ? country : null,
    city: cleanName(first("city")),
    type: uniq(valuesOf(params, "type").map((v) => oneOf(JOB_TYPES, v))),
    remote: uniq(valuesOf(params, "remote").map((v) => oneOf(REMOTE_VALUES, v))),
    level: uniq(valuesOf(params, "level").map((v) => cleanName(v) ?? undefined)).slice(0, 10),
    category: uniq(valuesOf(params, "category").map((v) => oneOf(CATEGORY_VALUES, v))),
    language: uniq(valuesOf(params, "language").map((v) => oneOf(JOB_LANGUAGES, v))),
    salary: Number.isSafeInteger(salary) && salary > 0 && salary <= 100_000_000 ? salary : null,
    posted: oneOf(POSTED_VALUES, first("posted") ?? "") ?? null,
    verified: ["1", "true", "on", "yes"].includes(first("verified")?.toLowerCase() ?? ""),
    // Only a non-default order is kept (relevance needs a query to rank by), so a form that sends
    // the default and a link that leaves it out give one URL and one cache entry.
    sort: sort === "newest" && q ? sort : null,
  };
}

/** The search a submitted form asks for (the filter form, the search box), on page 1 unless it says. */
export function parseFormData(data: FormData): JobSearch {
  const params = new URLSearchParams();
  data.forEach((value, key) => {
    if (typeof value === "string") params.append(key, value);
  });
  return parseJobSearch(params);
}

/** How many filters are set (each chosen value counts once), for the phone sheet's button. */
export function activeFilterCount(search: JobSearch): number {
  return (
    (search.country ? 1 : 0) +
    (search.city ? 1 : 0) +
    search.type.length +
    search.remote.length +
    search.level.length +
    search.category.length +
    search.language.length +
    (search.salary ? 1 : 0) +
    (search.posted ? 1 : 0) +
    (search.verified ? 1 : 0)
  );
}

/** Browse mode (docs/product.md, Jobs, browse mode): no query and no filter; a sort alone does not count. */
export const isBrowse = (search: JobSearch) => !search.q && activeFilterCount(search) === 0;

/** The effective sort: relevance needs a query to rank by. */
export const effectiveSort = (search: JobSearch): JobSort =>
  search.q && search.sort !== "newest" ? "relevance" : "newest";

/** URL search parameters of a search, in a fixed order (so equal searches have equal URLs). */
export function toSearchParams(search: JobSearch, page = search.page): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  if (search.country) params.set("country", search.country);
  if (search.city) params.set("city", search.city);
  for (const v of search.type) params.append("type", v);
  for (const v of search.remote) params.append("remote", v);
  for (const v of search.level) params.append("level", v);
  for (const v of search.category) params.append("category", v);
  for (const v of search.language) params.append("language", v);
  if (search.salary) params.set("salary", String(search.salary));
  if (search.posted) params.set("posted", search.posted);
  if (search.verified) params.set("verified", "1");
  if (search.sort) params.set("sort", search.sort);
  if (page > 1) params.set("page", String(page));
  return params;
}

/** URL of browse page n: page 1 is /jobs itself, later pages live under /jobs/browse/n. */
export const browseHref = (page: number) => (page <= 1 ? "/jobs" : `/jobs/browse/${page}`);

/** The URL of a search (or of browse mode when no query or filter is set), at `page`. */
export function jobSearchHref(search: JobSearch, page = search.page): string {
  if (isBrowse(search)) return browseHref(page);
  return `/jobs?${toSearchParams(search, page)}`;
}

/** The same search without one filter value (a chip's remove link), back on page 1. */
export function withoutFilter(search: JobSearch, key: FilterKey, value?: string): JobSearch {
  const next: JobSearch = { ...search, page: 1 };
  switch (key) {
    case "type":
    case "remote":
    case "level":
    case "category":
    case "language":
      (next[key] as string[]) = (search[key] as string[]).filter((v) => v !== value);
      break;
    case "country":
      // A city belongs to its country: dropping the country drops the city too.
      next.country = null;
      next.city = null;
      break;
    case "verified":
      next.verified = false;
      break;
    default:
      next[key] = null;
  }
  return next;
}

/** The same query and order with no filter ('Clear all'). */
export const clearFilters = (search: JobSearch): JobSearch => ({
  ...emptySearch(),
  q: search.q,
  sort: search.sort,
});

/** Query parameters of GET /api/v1/jobs for this search (see the API's OpenAPI document). */
export function toApiQuery(search: JobSearch): Record<string, string> {
  const query: Record<string, string> = {};
  if (search.q) query.searchQuery = search.q;
  if (search.country) query.country = search.country;
  if (search.city) query.city = search.city;
  if (search.type.length) query.jobType = search.type.join(",");
  if (search.remote.length) query.remoteOption = search.remote.join(",");
  if (search.level.length) query.experienceLevel = search.level.join(",");
  if (search.category.length) query.category = search.category.join(",");
  if (search.language.length) query.language = search.language.join(",");
  if (search.salary) query.minSalary = String(search.salary);
  if (search.posted) query.postedWithin = search.posted;
  if (search.verified) query.verified = "true";
  query.sort = effectiveSort(search);
  return query;
}
