import { getTranslations } from "next-intl/server";
import { getFormattingTranslations } from "@/lib/i18n/server";
import Link from "@/components/ui/link";
import { PageContainer } from "@/components/layout/page-container";
import { LinkButton } from "@/components/ui/button";
import { landingHref, type Landing } from "@/lib/job-landings";
import { jobSearchHref } from "@/lib/job-search";
import type { JobFacets, JobList } from "@/lib/product-api/types";
import { FollowFeed } from "./follow-feed";
import { JobGrid } from "./job-grid";
import { LandingLinks } from "./landing-links";
import { ListPagination } from "./list-pagination";

/** A landing page: its heading and intro, its open jobs newest first, pages and related pages. */
export async function LandingView({
  landing,
  text: { heading, description },
  list,
  page,
  facets,
}: {
  landing: Landing;
  /** Its heading and description in the page's language (landingText). */
  text: { heading: string; description: string };
  list: JobList;
  page: number;
  facets: JobFacets | null;
}) {
  // Its count of open jobs runs into thousands (see getFormattingTranslations).
  const t = await getFormattingTranslations("landings");
  const jobs = await getTranslations("jobs");
  return (
    <PageContainer className="pt-4 sm:pt-6">
      <nav aria-label={t("breadcrumb")} className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link href="/jobs" className="text-primary-dark hover:underline">
              {jobs("title")}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page">{heading}</li>
        </ol>
      </nav>
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{heading}</h1>
        <p className="mt-3 text-base text-muted sm:text-lg">{description}</p>
      </header>
      <section aria-labelledby="results-title" className="mt-8">
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <h2 id="results-title" className="text-lg font-semibold text-ink">
            {t("openJobs", { count: list.totalCount })}
            {page > 1 && <span className="font-normal text-muted">{t("pageSuffix", { page })}</span>}
          </h2>
          <LinkButton href={jobSearchHref(landing.search, 1)} prefetch={false} variant="outline" size="sm">
            {t("filterThese")}
          </LinkButton>
        </div>
        <JobGrid jobs={list.jobs} />
        <div className="mt-6">
          <FollowFeed path={landing.path} />
        </div>
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
