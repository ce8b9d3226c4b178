"use client";

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
import { countryName as nameOfCountry, filterLabel, VERIFIED_FILTER_LABEL } from "@/lib/job-filter-labels";
import { JOB_TYPES, type JobFacets } from "@/lib/product-api/types";
import { ChoiceGroup, SelectField, type OptionGroup } from "./filter-fields";
import { facetOptions, FILTER_FORM_ID } from "./filter-options";

/** Display order of the usual experience levels; any other level the API reports comes after. */
const LEVEL_ORDER = ["Entry level", "Junior", "Mid level", "Senior", "Lead"];
const CATEGORY_VALUES = Object.keys(JOB_CATEGORIES);
const list = (value: string | number | null) => (value === null ? [] : [String(value)]);

/** Cities of the chosen country, or all of them grouped by country. */
function cityGroups(
  search: JobSearch,
  facets: JobFacets,
  countryName: (code: string) => string,
): OptionGroup[] {
  const cities = facets.city.filter((c) => !search.country || c.country === search.country);
  const options = facetOptions(cities, list(search.city), { order: "label" });
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
  const named = [...groups.values()].sort((a, b) => a.label!.localeCompare(b.label!, "en"));
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
  facets: JobFacets;
  countryNames?: Record<string, string>;
}) {
  const countryName = (code: string) => countryNames[code] ?? nameOfCountry(code);
  const active = activeFilterCount(search);
  const label = (key: Parameters<typeof filterLabel>[0]) => (value: string) => filterLabel(key, value);
  const salaries = facetOptions(
    facets.minSalary.filter((f) => SALARY_STEPS.some((s) => String(s) === f.value)),
    list(search.salary),
    { label: label("salary") },
  ).sort((a, b) => Number(a.value) - Number(b.value));

  return (
    <form
      key={jobSearchHref(search, 1)}
      id={FILTER_FORM_ID}
      action="/jobs"
      method="get"
      aria-label="Job filters"
      className="space-y-4"
    >
      <div className="flex items-center justify-between gap-3 in-data-sheet:hidden">
        <h2 className="text-lg font-semibold text-ink">Filters</h2>
        {active > 0 && (
          <Link
            href={jobSearchHref(clearFilters(search), 1)}
            prefetch={false}
            className="text-sm font-medium text-primary-dark hover:underline"
          >
            Clear all
          </Link>
        )}
      </div>
      {search.q && (
        <div>
          <input type="hidden" name="q" value={search.q} />
          <label htmlFor="filter-sort" className="text-sm font-semibold text-ink">
            Sort by
          </label>
          <select
            id="filter-sort"
            name="sort"
            defaultValue={effectiveSort(search)}
            className="mt-1.5 h-10 w-full rounded-lg border border-line bg-white px-2.5 text-sm text-ink"
          >
            <option value="relevance">Relevance</option>
            <option value="newest">Newest</option>
          </select>
        </div>
      )}
      <ChoiceGroup
        type="checkbox"
        legend="Employer"
        name="verified"
        options={facetOptions(
          facets.verified === undefined ? [] : [{ value: "1", count: facets.verified }],
          search.verified ? ["1"] : [],
          { label: () => VERIFIED_FILTER_LABEL },
        )}
      />
      <SelectField
        id="filter-country"
        name="country"
        label="Country"
        anyLabel="Any country"
        groups={[
          {
            options: facetOptions(facets.country, list(search.country), {
              label: countryName,
              order: "label",
            }),
          },
        ]}
      />
      <SelectField
        id="filter-city"
        name="city"
        label="City"
        anyLabel="Any city"
        groups={cityGroups(search, facets, countryName)}
      />
      <ChoiceGroup
        type="checkbox"
        legend="Remote"
        name="remote"
        options={facetOptions(facets.remoteOption, search.remote, {
          label: label("remote"),
          allowed: REMOTE_VALUES,
          order: REMOTE_VALUES,
        })}
      />
      <ChoiceGroup
        type="checkbox"
        legend="Job type"
        name="type"
        options={facetOptions(facets.jobType, search.type, { allowed: JOB_TYPES, order: JOB_TYPES })}
      />
      <ChoiceGroup
        type="checkbox"
        legend="Category"
        name="category"
        options={facetOptions(facets.category, search.category, {
          label: label("category"),
          allowed: CATEGORY_VALUES,
          order: CATEGORY_VALUES,
        })}
      />
      <ChoiceGroup
        type="checkbox"
        legend="Experience level"
        name="level"
        options={facetOptions(facets.experienceLevel, search.level, { order: LEVEL_ORDER })}
      />
      <ChoiceGroup type="radio" legend="Minimum salary" name="salary" options={salaries} />
      <ChoiceGroup
        type="radio"
        legend="Date posted"
        name="posted"
        options={facetOptions(facets.postedWithin, list(search.posted), {
          label: label("posted"),
          allowed: POSTED_VALUES,
          order: POSTED_VALUES,
        })}
      />
      <button type="submit" className={buttonClasses({ className: "w-full in-data-sheet:hidden" })}>
        Apply filters
      </button>
    </form>
  );
}
