import type { ReactNode } from "react";
import { countryName } from "@/lib/job-filter-labels";
import { activeFilterCount, clearFilters, jobSearchHref, type JobSearch } from "@/lib/job-search";
import type { JobFacets } from "@/lib/product-api/types";
import { FilterSheet } from "./filter-sheet";
import { packFacets } from "./packed-facets";
import { PackedJobFilters } from "./packed-job-filters";

/** The names of the countries the filter form offers, as the server's Intl data has them. */
function countryNamesOf(search: JobSearch, facets: JobFacets): Record<string, string> {
  const codes = [search.country, ...facets.country.map((c) => c.value), ...facets.city.map((c) => c.country)];
  return Object.fromEntries(codes.filter((c): c is string => Boolean(c)).map((c) => [c, countryName(c)]));
}

/**
 * The results with the filter form beside them (wide screens) or behind a 'Filters' button (phones).
 * Without facets (the product API sent none) the results stand alone.
 */
export function JobsWithFilters({
  search,
  facets,
  resultCount,
  children,
}: {
  search: JobSearch;
  facets: JobFacets | null;
  resultCount: number;
  children: ReactNode;
}) {
  if (!facets) return <div className="mt-8 sm:mt-10">{children}</div>;
  return (
    <div className="mt-6 sm:mt-8 md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:items-start md:gap-8">
      <aside aria-label="Filters">
        <FilterSheet
          activeCount={activeFilterCount(search)}
          resultCount={resultCount}
          clearHref={jobSearchHref(clearFilters(search), 1)}
        >
          <PackedJobFilters
            search={search}
            facets={packFacets(facets)}
            countryNames={countryNamesOf(search, facets)}
          />
        </FilterSheet>
      </aside>
      <div className="mt-6 md:mt-0">{children}</div>
    </div>
  );
}
