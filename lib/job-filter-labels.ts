// How search filters read to people: chips above the results, filter options, page titles. The
// values themselves (and their URLs) belong to lib/job-search.ts.
import { formatMoney } from "@/lib/format";
import {
  JOB_CATEGORIES,
  POSTED_LABELS,
  REMOTE_FILTER_LABELS,
  type FilterKey,
  type JobCategory,
  type JobSearch,
  type PostedWithin,
  type RemoteValue,
} from "@/lib/job-search";

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });

/** English name of an ISO 3166-1 alpha-2 code ('KE' -> 'Kenya'); the code itself when unknown. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export const VERIFIED_FILTER_LABEL = "Verified employers only";

/** How one filter value reads on a chip or in a title: 'Kenya', 'Remote', '$50,000+', 'Last 7 days'. */
export function filterLabel(key: FilterKey, value: string): string {
  switch (key) {
    case "country":
      return countryName(value);
    case "remote":
      return REMOTE_FILTER_LABELS[value as RemoteValue] ?? value;
    case "category":
      return JOB_CATEGORIES[value as JobCategory] ?? value;
    case "salary":
      return `${formatMoney(Number(value))}+`;
    case "posted":
      return POSTED_LABELS[value as PostedWithin] ?? value;
    case "verified":
      return VERIFIED_FILTER_LABEL;
    default:
      return value;
  }
}

export interface ActiveFilter {
  key: FilterKey;
  value: string;
  label: string;
}

/** Every chosen filter value, in URL order: the chips above the results. */
export function activeFilters(search: JobSearch): ActiveFilter[] {
  const pairs: [FilterKey, string | number | null][] = [
    ["country", search.country],
    ["city", search.city],
    ...search.type.map((v) => ["type", v] as [FilterKey, string]),
    ...search.remote.map((v) => ["remote", v] as [FilterKey, string]),
    ...search.level.map((v) => ["level", v] as [FilterKey, string]),
    ...search.category.map((v) => ["category", v] as [FilterKey, string]),
    ["salary", search.salary],
    ["posted", search.posted],
    ["verified", search.verified ? "1" : null],
  ];
  return pairs
    .filter((pair): pair is [FilterKey, string | number] => pair[1] !== null)
    .map(([key, value]) => ({ key, value: String(value), label: filterLabel(key, String(value)) }));
}
