import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { countryNameIn } from "@/lib/job-filter-labels";
import { activeFilterCount, clearFilters, jobSearchHref, type JobSearch } from "@/lib/job-search";
import type { JobListFacets } from "@/lib/product-api/types";
import { ServerMarkup } from "@/components/ui/server-markup";
import { FilterSheet } from "./filter-sheet";
import { packFacets } from "./packed-facets";
import { PackedJobFilters } from "./packed-job-filters";

/** The names of the countries the filter form offers, as the server's Intl data has them in `locale`. */
function countryNamesOf(search: JobSearch, facets: JobListFacets, locale: string): Record<string, string> {
  const codes = [search.country, ...facets.country.map((c) => c.value), ...facets.city.map((c) => c.country)];
  return Object.fromEntries(
    codes.filter((c): c is string => Boolean(c)).map((c) => [c, countryNameIn(c, locale)]),
  );
}

/**
 * The results with the filter form beside them (wide screens) or behind a 'Filters' button (phones).
 * Without facets (the product API sent none) the results stand alone. Its client components read the
 * "filters" messages (the page's ClientMessages).
 */
export function JobsWithFilters({
  search,
  facets,
  resultCount,
  children,
}: {
  search: JobSearch;
  facets: JobListFacets | null;
  resultCount: number;
  children: ReactNode;
}) {
  const t = useTranslations("filters");
  const locale = useLocale();
  if (!facets) return <div className="mt-8 sm:mt-10">{children}</div>;
  return (
    <div className="mt-6 sm:mt-8 md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:items-start md:gap-8">
      <aside aria-label={t("title")}>
        <FilterSheet
          activeCount={activeFilterCount(search)}
          resultCount={resultCount}
          clearHref={jobSearchHref(clearFilters(search), 1)}
        >
          <ServerMarkup version={jobSearchHref(search, 1)}>
            <PackedJobFilters
              search={search}
              facets={packFacets(facets)}
              countryNames={countryNamesOf(search, facets, locale)}
            />
          </ServerMarkup>
        </FilterSheet>
      </aside>
      <div className="mt-6 md:mt-0">{children}</div>
    </div>
  );
}
