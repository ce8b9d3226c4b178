import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BrowseResults } from "@/components/jobs/job-results";
import { JobsScreen } from "@/components/jobs/jobs-screen";
import { JobsWithFilters } from "@/components/jobs/jobs-with-filters";
import { LandingLinks } from "@/components/jobs/landing-links";
import { NotFoundResponse } from "@/components/layout/not-found-response";
import { PageNotFound } from "@/components/layout/page-not-found";
import { pageMetadata, pageNotFoundMetadata } from "@/components/layout/page-metadata";
import type { Locale } from "@/lib/i18n/locales";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { parsePositiveInt } from "@/lib/format";
import { browseHref, emptySearch, MAX_PAGE } from "@/lib/job-search";
import { getBrowseFacets, getNewestJobs } from "@/lib/jobs-data";

// Incrementally regenerated: each page is rendered on its first request, then served from the cache
// until an hour passes or a job write invalidates the "jobs" tag. A plain /jobs is page 1 (a rewrite
// in next.config.ts; with a query or a filter, proxy.ts sends it to the search page instead). A
// failed read is thrown to error.tsx, so Next.js keeps serving the last good render instead of
// caching the failure message as the page for an hour.
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams() {
  // Nothing at build time: the build must not need the database.
  return [];
}

type Props = { params: LocaleParams<{ page: string }> };

async function lastPage(page: number, locale: Locale): Promise<number> {
  const list = await getNewestJobs(page, locale).catch(() => null);
  return list ? Math.max(1, list.totalPages) : page;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const page = parsePositiveInt((await params).page, MAX_PAGE);
  // The page's 404s (and every address no page has, rewritten here) are titled as such. A failed read
  // leaves the title as it is: the page shows error.tsx.
  if (page === null || page > MAX_PAGE || (page > 1 && page > (await lastPage(page, locale))))
    return pageNotFoundMetadata(locale);
  const t = await getTranslations({ locale, namespace: "jobs" });
  return pageMetadata({
    locale,
    title: page > 1 ? t("titlePage", { page }) : t("title"),
    description: t("description"),
    path: browseHref(page),
    feedPath: browseHref(1),
  });
}

const notFoundPage = (
  <NotFoundResponse>
    <PageNotFound />
  </NotFoundResponse>
);

export default async function BrowsePage({ params }: Props) {
  const locale = await pageLocale(params);
  const page = parsePositiveInt((await params).page, MAX_PAGE);
  // 404s with their message in the HTML (see NotFoundResponse).
  if (page === null || page > MAX_PAGE) return notFoundPage;
  const [list, facets] = await Promise.all([getNewestJobs(page, locale), getBrowseFacets()]);
  if (page > Math.max(1, list.totalPages)) return notFoundPage;
  return (
    <JobsScreen>
      <JobsWithFilters search={{ ...emptySearch(), page }} facets={facets} resultCount={list.totalCount}>
        <BrowseResults list={list} page={page} />
      </JobsWithFilters>
      <LandingLinks facets={facets} />
    </JobsScreen>
  );
}
