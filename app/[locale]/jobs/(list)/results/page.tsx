import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { localePath } from "@/lib/i18n/locales";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { SearchResults } from "@/components/jobs/job-results";
import { JobsScreen } from "@/components/jobs/jobs-screen";
import { JobsWithFilters } from "@/components/jobs/jobs-with-filters";
import { NotFoundResponse } from "@/components/layout/not-found-response";
import { PageNotFound } from "@/components/layout/page-not-found";
import { pageMetadata, pageNotFoundMetadata } from "@/components/layout/page-metadata";
import { searchSubject } from "@/lib/job-filter-labels";
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

/** The "jobs.results" messages in `locale`, and what `search` is for (searchSubject). */
async function subject(search: JobSearch, locale: Locale) {
  const [t, filters] = await Promise.all([
    getTranslations({ locale, namespace: "jobs.results" }),
    getTranslations({ locale, namespace: "filters" }),
  ]);
  return { t, about: searchSubject(search, t, filters, locale) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const locale = await pageLocale(props.params);
  const search = await searchOf(props);
  if (search.page > MAX_PAGE) return pageNotFoundMetadata(locale);
  const { t, about } = await subject(search, locale);
  return pageMetadata({
    locale,
    title:
      search.page > 1
        ? t("metaTitlePage", { subject: about, page: search.page })
        : t("metaTitle", { subject: about }),
    description: t("metaDescription", { subject: about }),
    path: jobSearchHref(search),
    // Result lists for any text and filters anyone picks are thin, near-duplicate pages: crawlers
    // should follow them to the jobs (which are indexed) but not index the lists themselves.
    indexed: false,
    feedPath: jobSearchHref({ ...search, sort: null }, 1),
  });
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
