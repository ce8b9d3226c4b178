import { useTranslations } from "next-intl";
import { getFormattingTranslations } from "@/lib/i18n/server";
import { CreateAlert } from "@/components/alerts/create-alert";
import { hasAlertCriteria } from "@/lib/validations/job-alert";
import Link from "@/components/ui/link";
import { LinkButton } from "@/components/ui/button";
import { Chip } from "@/components/ui/chip";
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
import { FollowFeed } from "./follow-feed";
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

/**
 * Browse mode: the newest open jobs as recommendations. The spec's note "Showing top N recommendations"
 * stands where its browse mode had it, a single page; past one page the pagination counts instead.
 */
export function BrowseResults({ list, page }: { list: JobList; page: number }) {
  const t = useTranslations("jobs.browse");
  return (
    <section aria-labelledby="results-title">
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="results-title" className="text-2xl font-bold tracking-tight text-ink">
          {t("title")}
        </h2>
        <FollowFeed path={browseHref(1)} />
      </div>
      {list.jobs.length === 0 ? (
        <EmptyState title={t("empty")} />
      ) : (
        <>
          <JobGrid jobs={list.jobs} />
          {/* One count: with more than a page, the pages' own line ("Showing 1-10 of 284 jobs")
              says it, and "top 10 … use search for more" beside it would contradict it. */}
          {list.totalPages <= 1 && (
            <p className="mt-6 text-center text-sm text-muted">
              {t("showingTop", { count: list.jobs.length })}
            </p>
          )}
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
export async function SearchResults({ list, search }: { list: JobList; search: JobSearch }) {
  // Its counts run into thousands: "1 204" in Portuguese as in Luanda, not Brazil's "1.204".
  const t = await getFormattingTranslations("jobs.results");
  const filtered = activeFilterCount(search) > 0;
  return (
    <section aria-labelledby="results-title">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="results-title" className="text-2xl font-bold tracking-tight text-ink">
            {t("title")}
          </h2>
          <p className="mt-1 text-sm text-muted" aria-live="polite">
            {t("found", {
              count: list.totalCount,
              page: search.page,
              totalPages: Math.max(1, list.totalPages),
            })}
          </p>
          <div className="mt-1">
            <FollowFeed path={jobSearchHref({ ...search, sort: null }, 1)} />
          </div>
        </div>
        <Chip size="md">{t("jobCount", { count: list.totalCount })}</Chip>
      </div>
      {list.suggestion && (
        <p className="mb-4 text-base text-ink">
          {t.rich("didYouMean", {
            suggestion: list.suggestion,
            link: (chunks) => (
              <Link
                href={jobSearchHref({ ...search, q: list.suggestion! }, 1)}
                prefetch={false}
                className="font-semibold text-primary-dark underline underline-offset-2"
              >
                <bdi>{chunks}</bdi>
              </Link>
            ),
          })}
        </p>
      )}
      <ActiveFilters search={search} />
      {hasAlertCriteria(search) && (
        <div className="mb-5">
          <CreateAlert search={toSearchParams(search, 1).toString()} />
        </div>
      )}
      {list.jobs.length === 0 ? (
        <EmptyState title={t("noResults")}>
          <p className="mt-2 text-sm text-muted">
            {filtered ? t("tryRemovingFilter") : t("tryOtherKeywords")}
          </p>
          <LinkButton
            href={filtered ? jobSearchHref(clearFilters(search), 1) : "/jobs"}
            variant="outline"
            size="sm"
            className="mt-5"
          >
            {filtered ? t("clearAllFilters") : t("browseAllJobs")}
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
