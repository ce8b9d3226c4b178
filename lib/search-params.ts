// The parameters of a /jobs search URL, with no imports: next.config.ts (its rewrites) reads them as
// well as lib/job-search.ts.

/** The filter parameters of a search URL, in the order links write them. */
export const FILTER_KEYS = [
  "country",
  "city",
  "type",
  "remote",
  "level",
  "category",
  "language",
  "salary",
  "posted",
  "verified",
] as const;

/** Every parameter a /jobs URL may carry; any of them turns /jobs into a search page. */
export const SEARCH_PARAM_KEYS = ["q", ...FILTER_KEYS, "sort", "page"] as const;
