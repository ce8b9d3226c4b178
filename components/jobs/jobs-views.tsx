import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { pageMetadata } from "@/components/layout/page-metadata";
import { ReloadButton } from "@/components/ui/reload-button";
import { getRecommendations, normalizeQuery, searchJobs } from "@/lib/jobs-data";
import type { JobList } from "@/lib/product-api/types";
import { BrowseResults, browseHref, SearchResults, searchHref } from "./job-results";
import { JobsScreen } from "./jobs-screen";
import { JobsLoadError } from "./jobs-load-error";

// The jobs screen in its two modes, shared by /jobs/browse/[page] (which /jobs is rewritten to) and /jobs/search.

const browseDescription =
  "Browse open internships and jobs across Africa, New Zealand, Australia and remote teams, newest first.";

export function browseMetadata(page: number): Metadata {
  return pageMetadata({
    title: page > 1 ? `Jobs - Page ${page}` : "Jobs",
    description: browseDescription,
    path: browseHref(page),
  });
}

/**
 * Browse mode. ISR routes pass `throwOnFailure`: the error then reaches error.tsx and Next.js keeps
 * serving the last good render, instead of caching the failure message as the page for an hour.
 */
export async function BrowseView({
  page,
  throwOnFailure = false,
}: {
  page: number;
  throwOnFailure?: boolean;
}) {
  let list: JobList;
  try {
    list = await getRecommendations(page);
  } catch (error) {
    if (throwOnFailure) throw error;
    return (
      <JobsScreen>
        <JobsLoadError kind="browse">
          <ReloadButton />
        </JobsLoadError>
      </JobsScreen>
    );
  }
  if (page > Math.max(1, list.totalPages)) notFound();
  return (
    <JobsScreen>
      <BrowseResults list={list} page={page} />
    </JobsScreen>
  );
}

export interface SearchInput {
  q?: string | string[];
  page?: string | string[];
}

/** The query and page of a search URL; a missing or broken page number means page 1. */
export function parseSearch(input: SearchInput): { query: string; page: number } {
  const first = (v?: string | string[]) => (Array.isArray(v) ? v[0] : v) ?? "";
  const page = Number(first(input.page));
  return { query: first(input.q).trim(), page: Number.isSafeInteger(page) && page > 0 ? page : 1 };
}

export function searchMetadata({ query, page }: { query: string; page: number }): Metadata {
  const q = normalizeQuery(query);
  return {
    ...pageMetadata({
      title: `Search Results for "${q}"${page > 1 ? ` - Page ${page}` : ""}`,
      description: `Jobs and internships matching "${q}" across Africa, New Zealand, Australia and remote teams.`,
      path: searchHref(q, page),
    }),
    // Result lists for any text anyone types are thin, near-duplicate pages: crawlers should follow
    // them to the jobs (which are indexed) but not index the lists themselves.
    robots: { index: false, follow: true },
  };
}

/** Search mode. Dynamic routes only: the results are cached data, the page itself is not. */
export async function SearchView({ query, page }: { query: string; page: number }) {
  if (!normalizeQuery(query)) redirect(browseHref(page));
  let list: JobList;
  try {
    list = await searchJobs(query, page);
  } catch {
    return (
      <JobsScreen query={query}>
        <JobsLoadError kind="search">
          <ReloadButton />
        </JobsLoadError>
      </JobsScreen>
    );
  }
  if (page > 1 && page > list.totalPages) redirect(searchHref(query, Math.max(1, list.totalPages)));
  return (
    <JobsScreen query={query}>
      <SearchResults list={list} page={page} query={query} />
    </JobsScreen>
  );
}
