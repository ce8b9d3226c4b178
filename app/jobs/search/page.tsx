import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SearchResults } from "@/components/jobs/job-results";
import { JobsLoadError } from "@/components/jobs/jobs-load-error";
import { JobsScreen } from "@/components/jobs/jobs-screen";
import { JobsWithFilters } from "@/components/jobs/jobs-with-filters";
import { pageMetadata } from "@/components/layout/page-metadata";
import { ReloadButton } from "@/components/ui/reload-button";
import { activeFilters } from "@/lib/job-filter-labels";
import { browseHref, isBrowse, jobSearchHref, parseJobSearch, type JobSearch } from "@/lib/job-search";
import { searchJobs } from "@/lib/jobs-data";
import type { JobList } from "@/lib/product-api/types";

// Search mode: /jobs with a query or any filter (next.config.ts rewrites it here; /jobs/search works
// too). Rendered per request from the URL; the results come from the bounded search cache.
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** '"design", Kenya, Remote': what a search is for, in its title and description. */
const subject = (search: JobSearch) =>
  [search.q && `"${search.q}"`, ...activeFilters(search).map((f) => f.label)].filter(Boolean).join(", ");

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const search = parseJobSearch(await searchParams);
  const about = subject(search) || "all jobs";
  return {
    ...pageMetadata({
      title: `Search Results for ${about}${search.page > 1 ? ` - Page ${search.page}` : ""}`,
      description: `Jobs and internships matching ${about} across Africa, New Zealand, Australia and remote teams.`,
      path: jobSearchHref(search),
    }),
    // Result lists for any text and filters anyone picks are thin, near-duplicate pages: crawlers
    // should follow them to the jobs (which are indexed) but not index the lists themselves.
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ searchParams }: Props) {
  const search = parseJobSearch(await searchParams);
  if (isBrowse(search)) redirect(browseHref(search.page));
  let list: JobList;
  try {
    list = await searchJobs(search);
  } catch {
    return (
      <JobsScreen search={search}>
        <JobsLoadError kind="search">
          <ReloadButton />
        </JobsLoadError>
      </JobsScreen>
    );
  }
  if (search.page > 1 && search.page > list.totalPages) {
    redirect(jobSearchHref(search, Math.max(1, list.totalPages)));
  }
  return (
    <JobsScreen search={search}>
      <JobsWithFilters search={search} facets={list.facets ?? null} resultCount={list.totalCount}>
        <SearchResults list={list} search={search} />
      </JobsWithFilters>
    </JobsScreen>
  );
}
