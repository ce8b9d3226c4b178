import Link from "@/components/ui/link";
import { PageContainer } from "@/components/layout/page-container";
import { LinkButton } from "@/components/ui/button";
import { pluralize } from "@/lib/format";
import { landingHref, type Landing } from "@/lib/job-landings";
import { jobSearchHref } from "@/lib/job-search";
import type { JobFacets, JobList } from "@/lib/product-api/types";
import { JobGrid } from "./job-grid";
import { LandingLinks } from "./landing-links";
import { ListPagination } from "./list-pagination";

/** A landing page: its heading and intro, its open jobs newest first, pages and related pages. */
export function LandingView({
  landing,
  list,
  page,
  facets,
}: {
  landing: Landing;
  list: JobList;
  page: number;
  facets: JobFacets | null;
}) {
  return (
    <PageContainer className="pt-4 sm:pt-6">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link href="/jobs" className="text-primary-dark hover:underline">
              Jobs
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page">{landing.heading}</li>
        </ol>
      </nav>
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{landing.heading}</h1>
        <p className="mt-3 text-base text-muted sm:text-lg">{landing.description}</p>
      </header>
      <section aria-labelledby="results-title" className="mt-8">
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <h2 id="results-title" className="text-lg font-semibold text-ink">
            {list.totalCount} open {pluralize(list.totalCount, "job", "jobs")}
            {page > 1 && <span className="font-normal text-muted"> • Page {page}</span>}
          </h2>
          <LinkButton href={jobSearchHref(landing.search, 1)} prefetch={false} variant="outline" size="sm">
            Filter these jobs
          </LinkButton>
        </div>
        <JobGrid jobs={list.jobs} />
        <ListPagination
          page={page}
          totalPages={list.totalPages}
          totalCount={list.totalCount}
          pageSize={list.pageSize}
          hrefFor={(n) => landingHref(landing, n)}
        />
      </section>
      <LandingLinks facets={facets} current={landing.path} />
    </PageContainer>
  );
}
