import { formatLocale } from "@/lib/i18n/locales";
import type { FacetCount } from "@/lib/product-api/types";

/** The id of the filter form: the phone sheet's apply button submits it from outside (form=...). */
export const FILTER_FORM_ID = "job-filters";

export interface FilterOption {
  value: string;
  label: string;
  /** Open jobs this option gives with the current query and the other filters. */
  count: number;
  selected: boolean;
}

interface OptionsConfig {
  label?: (value: string) => string;
  /** Only these values are offered (the URL parser drops any other). */
  allowed?: readonly string[];
  /** Display order: known values in this order, or "label" for alphabetical; else most jobs first. */
  order?: readonly string[] | "label";
  /** The language labels are sorted in. */
  locale?: string;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The options of one filter: those with open jobs (the API leaves out the others), plus every chosen
 * value even with none, so the form still shows what is chosen.
 */
export function facetOptions(
  facet: readonly FacetCount[] | undefined,
  selected: readonly string[],
  { label = (v) => v, allowed, order, locale = "en" }: OptionsConfig = {},
): FilterOption[] {
  const options: FilterOption[] = [];
  for (const { value, count } of facet ?? []) {
    if (count <= 0 || (allowed && !allowed.some((a) => same(a, value)))) continue;
    if (options.some((o) => same(o.value, value))) continue;
    options.push({ value, label: label(value), count, selected: selected.some((s) => same(s, value)) });
  }
  for (const value of selected) {
    if (!options.some((o) => same(o.value, value))) {
      options.push({ value, label: label(value), count: 0, selected: true });
    }
  }
  const rank = (value: string) => {
    const i = Array.isArray(order) ? order.findIndex((o) => same(o, value)) : -1;
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  return options.sort((a, b) =>
    order === "label"
      ? a.label.localeCompare(b.label, locale)
      : rank(a.value) - rank(b.value) || b.count - a.count || a.label.localeCompare(b.label, locale),
  );
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** '1,234' in English, '1 234' in French: an option's count (filter-count.ts reads it back). */
export function formatCount(count: number, locale = "en"): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(formatLocale(locale));
    numberFormats.set(locale, format);
  }
  return format.format(count);
}
