"use client";

import { useLocale, useTranslations } from "@/components/i18n/client";
import Link from "@/components/ui/link";
import { buttonClasses } from "@/components/ui/button";
import {
  activeFilterCount,
  clearFilters,
  effectiveSort,
  JOB_CATEGORIES,
  jobSearchHref,
  POSTED_VALUES,
  REMOTE_VALUES,
  SALARY_STEPS,
  type JobSearch,
} from "@/lib/job-search";
import { useLocalePath } from "@/lib/i18n/use-locale-path";
import { countryNameIn, filterLabeler, type FilterLabel } from "@/lib/job-filter-labels";
import { JOB_LANGUAGES, JOB_TYPES, type JobListFacets } from "@/lib/product-api/types";
import { ChoiceGroup, SelectField, type OptionGroup } from "./filter-fields";
import { facetOptions, FILTER_FORM_ID } from "./filter-options";

/** Display order of the usual experience levels; any other level the API reports comes after. */
const LEVEL_ORDER = ["Entry level", "Junior", "Mid level", "Senior", "Lead"];
const CATEGORY_VALUES = Object.keys(JOB_CATEGORIES);
const list = (value: string | number | null) => (value === null ? [] : [String(value)]);

/** Cities of the chosen country, or all of them grouped by country. */
function cityGroups(
  search: JobSearch,
  facets: JobListFacets,
  countryName: (code: string) => string,
  locale: string,
): OptionGroup[] {
  const cities = facets.city.filter((c) => !search.country || c.country === search.country);
  const options = facetOptions(cities, list(search.city), { order: "label", locale });
  if (search.country) return [{ options }];
  const countryOf = (city: string) => cities.find((c) => c.value === city)?.country;
  const groups = new Map<string, OptionGroup>();
  const loose: OptionGroup = { options: [] };
  for (const option of options) {
    const code = countryOf(option.value);
    if (!code) {
      loose.options.push(option);
      continue;
    }
    const group = groups.get(code) ?? { label: countryName(code), options: [] };
    group.options.push(option);
    groups.set(code, group);
  }
  const named = [...groups.values()].sort((a, b) => a.label!.localeCompare(b.label!, locale));
  return [loose, ...named];
}

/**
 * The filter panel: a plain GET form to /jobs, so it works without JavaScript (the page is
 * server-rendered from the URL). Only options with open jobs are offered, each with its count.
 * Keyed by the search, so after any navigation it shows the URL's filters, not stale choices.
 *
 * A client component, though nothing in it is interactive: server markup is sent twice (as HTML and
 * again in the RSC payload), while this form is sent once, as HTML, plus its facets (a tenth of its
 * size). `countryNames` come from the server, whose Intl data may name a country differently from
 * the browser's.
 */
export function JobFilters({
  search,
  facets,
  countryNames = {},
}: {
  search: JobSearch;
  facets: JobListFacets;
  countryNames?: Record<string, string>;
}) {
  const t = useTranslations("filters");
  const locale = useLocale();
  const { to } = useLocalePath();
  const countryName = (code: string) => countryNames[code] ?? countryNameIn(code, locale);
  const active = activeFilterCount(search);
  const filterLabel: FilterLabel = filterLabeler(t, locale);
  const label = (key: Parameters<FilterLabel>[0]) => (value: string) => filterLabel(key, value);
  const salaries = facetOptions(
    facets.minSalary.filter((f) => SALARY_STEPS.some((s) => String(s) === f.value)),
    list(search.salary),
    { label: label("salary"), locale },
  ).sort((a, b) => Number(a.value) - Number(b.value));

  return (
    <form
      key={jobSearchHref(search, 1)}
      id={FILTER_FORM_ID}
      action={to("/jobs")}
      method="get"
      aria-label={t("form")}
      className="space-y-4"
    >
      <div className="flex items-center justify-between gap-3 in-data-sheet:hidden">
        <h2 className="text-lg font-semibold text-ink">{t("title")}</h2>
        {active > 0 && (
          <Link
            href={jobSearchHref(clearFilters(search), 1)}
            prefetch={false}
            className="text-sm font-medium text-primary-dark hover:underline"
          >
            {t("clearAll")}
          </Link>
        )}
      </div>
      {search.q && (
        <div>
          <input type="hidden" name="q" value={search.q} />
          <label htmlFor="filter-sort" className="text-sm font-semibold text-ink">
            {t("sortBy")}
          </label>
          <select
            id="filter-sort"
            name="sort"
            defaultValue={effectiveSort(search)}
            className="mt-1.5 h-10 w-full rounded-lg border border-line bg-white px-2.5 text-sm text-ink"
          >
            <option value="relevance">{t("relevance")}</option>
            <option value="newest">{t("newest")}</option>
          </select>
        </div>
      )}
      <ChoiceGroup
        type="checkbox"
        legend={t("groups.employer")}
        name="verified"
        options={facetOptions(
          facets.verified === undefined ? [] : [{ value: "1", count: facets.verified }],
          search.verified ? ["1"] : [],
          { label: () => t("verifiedOnly") },
        )}
      />
      <SelectField
        id="filter-country"
        name="country"
        label={t("groups.country")}
        anyLabel={t("anyCountry")}
        groups={[
          {
            options: facetOptions(facets.country, list(search.country), {
              label: countryName,
              order: "label",
              locale,
            }),
          },
        ]}
      />
      <SelectField
        id="filter-city"
        name="city"
        label={t("groups.city")}
        anyLabel={t("anyCity")}
        groups={cityGroups(search, facets, countryName, locale)}
      />
      <ChoiceGroup
        type="checkbox"
        legend={t("groups.workplace")}
        name="remote"
        options={facetOptions(facets.remoteOption, search.remote, {
          label: label("remote"),
          allowed: REMOTE_VALUES,
          order: REMOTE_VALUES,
        })}
      />
      <ChoiceGroup
        type="checkbox"
        legend={t("groups.jobType")}
        name="type"
        options={facetOptions(facets.jobType, search.type, {
          label: label("type"),
          allowed: JOB_TYPES,
          order: JOB_TYPES,
        })}
      />
      <ChoiceGroup
        type="checkbox"
        legend={t("groups.category")}
        name="category"
        options={facetOptions(facets.category, search.category, {
          label: label("category"),
          allowed: CATEGORY_VALUES,
          order: CATEGORY_VALUES,
        })}
      />
      <ChoiceGroup
        type="checkbox"
        legend={t("groups.level")}
        name="level"
        options={facetOptions(facets.experienceLevel, search.level, {
          label: label("level"),
          order: LEVEL_ORDER,
          locale,
        })}
      />
      <ChoiceGroup
        type="checkbox"
        legend={t("groups.language")}
        name="language"
        options={facetOptions(facets.language, search.language, {
          label: label("language"),
          allowed: JOB_LANGUAGES,
          order: JOB_LANGUAGES,
        })}
      />
      <ChoiceGroup type="radio" legend={t("groups.salary")} name="salary" options={salaries} />
      <ChoiceGroup
        type="radio"
        legend={t("groups.posted")}
        name="posted"
        options={facetOptions(facets.postedWithin, list(search.posted), {
          label: label("posted"),
          allowed: POSTED_VALUES,
          order: POSTED_VALUES,
        })}
      />
      <button type="submit" className={buttonClasses({ className: "w-full in-data-sheet:hidden" })}>
        {t("apply")}
      </button>
    </form>
  );
}
