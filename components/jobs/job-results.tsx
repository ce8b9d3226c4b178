import { CreateAlert } from "@/components/alerts/create-alert";
import { hasAlertCriteria } from "@/lib/validations/job-alert";
import { LinkButton } from "@/components/ui/button";
import { Chip } from "@/components/ui/chip";
import { pluralize } from "@/lib/format";
import {
  activeFilterCount,
  browseHref,
  clearFilters,
  jobSearchHref,
  toSearchParams,
  type JobSearch,
} from "@/lib/job-search";
import type { JobList } from "@/lib/product-api/types";
import { ActiveFilters } from "./active-filters";
import { JobGrid } from "./job-grid";
import { ListPagination } from "./list-pagination";

function EmptyState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-line px-4 py-12 text-center">
      <p className="text-lg font-semibold text-ink">{title}</p>
      {children}
    </div>
  );
}

/** Browse mode: the newest open jobs as recommendations. */
export function BrowseResults({ list, page }: { list: JobList; page: number }) {
  return (
    <section aria-labelledby="results-title">
      <h2 id="results-title" className="mb-5 text-2xl font-bold tracking-tight text-ink">
        Job Recommendations
      </h2>
      {list.jobs.length === 0 ? (
        <EmptyState title="No job suggestions available" />
      ) : (
        <>
          <JobGrid jobs={list.jobs} />
          <p className="mt-6 text-center text-sm text-muted">
            Showing top {list.jobs.length} recommendations • Use search for more results
          </p>
        </>
      )}
      <ListPagination
        page={page}
        totalPages={list.totalPages}
        totalCount={list.totalCount}
        pageSize={list.pageSize}
        hrefFor={browseHref}
      />
    </section>
  );
}

/** Search mode: results of a query, filters or both, with counts, the active filters and pages. */
export function SearchResults({ list, search }: { list: JobList; search: JobSearch }) {
  const noun = pluralize(list.totalCount, "opportunity", "opportunities");
  const filtered = activeFilterCount(search) > 0;
  return (
    <section aria-labelledby="results-title">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="results-title" className="text-2xl font-bold tracking-tight text-ink">
            Search Results
          </h2>
          <p className="mt-1 text-sm text-muted" aria-live="polite">
            Found {list.totalCount} {noun} (Page {search.page} of {Math.max(1, list.totalPages)})
          </p>
        </div>
        <Chip size="md">{list.totalCount} Jobs</Chip>
      </div>
      <ActiveFilters search={search} />
      {hasAlertCriteria(search) && (
        <div className="mb-5">
          <CreateAlert search={toSearchParams(search, 1).toString()} />
        </div>
      )}
      {list.jobs.length === 0 ? (
        <EmptyState title="No results found">
          <p className="mt-2 text-sm text-muted">
            {filtered
              ? "Try removing a filter, or other keywords."
              : "Try other keywords, a city or a company name."}
          </p>
          <LinkButton
            href={filtered ? jobSearchHref(clearFilters(search), 1) : "/jobs"}
            variant="outline"
            size="sm"
            className="mt-5"
          >
            {filtered ? "Clear all filters" : "Browse all jobs"}
          </LinkButton>
        </EmptyState>
      ) : (
        <JobGrid jobs={list.jobs} />
      )}
      <ListPagination
        page={search.page}
        totalPages={list.totalPages}
        totalCount={list.totalCount}
        pageSize={list.pageSize}
        hrefFor={(n) => jobSearchHref(search, n)}
      />
    </section>
  );
}
