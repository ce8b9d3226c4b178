// How search filters read to people: chips above the results, filter options, page titles. The
// values themselves (and their URLs) belong to lib/job-search.ts; they stay as the API knows them,
// and only their labels are translated (the "filters" messages).
import { formatMoney } from "@/lib/format";
import { formatLocale } from "@/lib/i18n/locales";
import { isolated } from "@/lib/i18n/typography";
import {
  JOB_CATEGORIES,
  POSTED_VALUES,
  REMOTE_VALUES,
  type FilterKey,
  type JobSearch,
} from "@/lib/job-search";
import { jobTypeLabel } from "@/lib/job-type-label";
import { JOB_LANGUAGES } from "@/lib/product-api/types";

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * Name of an ISO 3166-1 alpha-2 code in `locale` ('KE' -> 'Kenya'; 'Égypte' for 'EG' in French); the
 * code itself when unknown. English names make the landing pages' slugs.
 */
export function countryNameIn(code: string, locale: string): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([formatLocale(locale)], { type: "region", fallback: "code" });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** English name of an ISO 3166-1 alpha-2 code ('KE' -> 'Kenya'); the code itself when unknown. */
export const countryName = (code: string): string => countryNameIn(code, "en");

/** The English label of the verified filter (job alerts' summaries read it). */
export const VERIFIED_FILTER_LABEL = "Verified employers only";

/** next-intl's `t` of the "filters" messages (getTranslations / useTranslations). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Message keys of the levels that have a label: the API's values are not all valid keys. */
const LEVEL_KEYS: Record<string, string> = {
  "entry level": "entry",
  junior: "junior",
  "mid level": "mid",
  senior: "senior",
  lead: "lead",
};
const known = (list: readonly string[], value: string) => list.includes(value);

/** An experience level in the language of `t` ("filters"): 'Júnior'; a level the API added later as it is. */
export function levelLabel(t: Translate, value: string): string {
  const level = LEVEL_KEYS[value.toLowerCase()];
  return level ? t(`level.${level}`) : value;
}

/**
 * How one filter value reads on a chip, in an option or in a title, in the language of `t` and
 * `locale`: 'Kenya', 'Remote', '$50,000+', 'Last 7 days'.
 */
export function filterLabeler(t: Translate, locale: string) {
  return function filterLabel(key: FilterKey, value: string): string {
    switch (key) {
      case "country":
        return countryNameIn(value, locale);
      case "type":
        return jobTypeLabel(t, value);
      case "level":
        return levelLabel(t, value);
      case "remote":
        return known(REMOTE_VALUES, value) ? t(`remote.${value}`) : value;
      case "category":
        return value in JOB_CATEGORIES ? t(`category.${value}`) : value;
      case "language":
        return known(JOB_LANGUAGES, value) ? t(`language.${value}`) : value;
      case "salary":
        return t("salaryAtLeast", { amount: isolated(formatMoney(Number(value), "USD", locale), locale) });
      case "posted":
        return known(POSTED_VALUES, value) ? t(`posted.${value}`) : value;
      case "verified":
        return t("verifiedOnly");
      default:
        return value;
    }
  };
}

export type FilterLabel = ReturnType<typeof filterLabeler>;

export interface ActiveFilter {
  key: FilterKey;
  value: string;
  label: string;
}

/** Every chosen filter value, in URL order: the chips above the results. */
export function activeFilters(search: JobSearch, label: FilterLabel): ActiveFilter[] {
  const pairs: [FilterKey, string | number | null][] = [
    ["country", search.country],
    ["city", search.city],
    ...search.type.map((v) => ["type", v] as [FilterKey, string]),
    ...search.remote.map((v) => ["remote", v] as [FilterKey, string]),
    ...search.level.map((v) => ["level", v] as [FilterKey, string]),
    ...search.category.map((v) => ["category", v] as [FilterKey, string]),
    ...search.language.map((v) => ["language", v] as [FilterKey, string]),
    ["salary", search.salary],
    ["posted", search.posted],
    ["verified", search.verified ? "1" : null],
  ];
  return pairs
    .filter((pair): pair is [FilterKey, string | number] => pair[1] !== null)
    .map(([key, value]) => ({ key, value: String(value), label: label(key, String(value)) }));
}

// A comma list in every language ("a, b, c" in English), without "and": these are not a sentence.
// One formatter per language: making one costs more than the page's other work on the title.
const listFormats = new Map<string, Intl.ListFormat>();
function listFormat(locale: string): Intl.ListFormat {
  let format = listFormats.get(locale);
  if (!format)
    listFormats.set(locale, (format = new Intl.ListFormat(locale, { type: "unit", style: "short" })));
  return format;
}

/**
 * '"design", Kenya, Remote': what a search is for, in `locale`, for its page's title and description
 * and its feed's. `results` is `t` of the "jobs.results" messages, `filters` of the "filters" ones.
 */
export function searchSubject(search: JobSearch, results: Translate, filters: Translate, locale: string) {
  const parts = [
    ...(search.q ? [results("quoted", { query: search.q })] : []),
    ...activeFilters(search, filterLabeler(filters, locale)).map((f) => f.label),
  ];
  return listFormat(locale).format(parts) || results("allJobs");
}
