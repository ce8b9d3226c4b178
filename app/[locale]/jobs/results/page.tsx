import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { localePath } from "@/lib/i18n/locales";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { SearchResults } from "@/components/jobs/job-results";
import { JobsScreen } from "@/components/jobs/jobs-screen";
import { JobsWithFilters } from "@/components/jobs/jobs-with-filters";
import { NotFoundResponse } from "@/components/layout/not-found-response";
import { PageNotFound } from "@/components/layout/page-not-found";
import { pageMetadata } from "@/components/layout/page-metadata";
import { activeFilters } from "@/lib/job-filter-labels";
import {
  browseHref,
  isBrowse,
  jobSearchHref,
  MAX_PAGE,
  parseJobSearch,
  type JobSearch,
} from "@/lib/job-search";
import { searchJobs } from "@/lib/jobs-data";

// Search mode: /jobs with a query or any filter, which next.config.ts rewrites here (the address stays
// /jobs?…). Rendered for each request and written to no cache: most searches are made once, and a
// storm of new ones must neither cost a cache write each nor push cached job pages out. The web server
// keeps a search's finished page once the same address comes again (scripts/web-server.ts,
// lib/cache/front-cache.ts). A failed read goes to error.tsx.
export const dynamic = "force-dynamic";

type Props = {
  params: LocaleParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const searchOf = async ({ searchParams }: Props) => parseJobSearch(await searchParams);

// 404s with their message in the HTML (see NotFoundResponse).
const notFoundPage = (
  <NotFoundResponse>
    <PageNotFound />
  </NotFoundResponse>
);

/** '"design", Kenya, Remote': what a search is for, in its title and description. */
const subject = (search: JobSearch) =>
  [search.q && `"${search.q}"`, ...activeFilters(search).map((f) => f.label)].filter(Boolean).join(", ");

export async function generateMetadata(props: Props): Promise<Metadata> {
  const search = await searchOf(props);
  const about = subject(search) || "all jobs";
  return {
    ...(await pageMetadata({
      locale: await pageLocale(props.params),
      title: `Search Results for ${about}${search.page > 1 ? ` - Page ${search.page}` : ""}`,
      description: `Jobs and internships matching ${about} across Africa, New Zealand, Australia and remote teams.`,
      path: jobSearchHref(search),
    })),
    // Result lists for any text and filters anyone picks are thin, near-duplicate pages: crawlers
    // should follow them to the jobs (which are indexed) but not index the lists themselves.
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage(props: Props) {
  const locale = await pageLocale(props.params);
  const search = await searchOf(props);
  if (isBrowse(search)) redirect(localePath(locale, browseHref(search.page)));
  // No search has that many pages, and the API would refuse the page: a 404, not an error screen.
  if (search.page > MAX_PAGE) return notFoundPage;
  const list = await searchJobs(search);
  if (search.page > 1 && search.page > list.totalPages) {
    redirect(localePath(locale, jobSearchHref(search, Math.max(1, list.totalPages))));
  }
  return (
    <JobsScreen search={search}>
      <JobsWithFilters search={search} facets={list.facets ?? null} resultCount={list.totalCount}>
        <SearchResults list={list} search={search} />
      </JobsWithFilters>
    </JobsScreen>
  );
}
