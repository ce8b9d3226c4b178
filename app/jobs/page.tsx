import {
  BrowseView,
  browseMetadata,
  parseSearch,
  searchMetadata,
  SearchView,
  type SearchInput,
} from "@/components/jobs/jobs-views";

// proxy.ts normally answers /jobs from the cached /jobs/browse/1 and /jobs?q= from /jobs/search.
// This page is the same screen for when the proxy does not run. It reads searchParams, so it renders
// per request and is never prerendered at build time, when there is no database to read.
type Props = { searchParams: Promise<SearchInput> };

export async function generateMetadata({ searchParams }: Props) {
  const search = parseSearch(await searchParams);
  return search.query ? searchMetadata(search) : browseMetadata(1);
}

export default async function JobsPage({ searchParams }: Props) {
  const search = parseSearch(await searchParams);
  return search.query ? <SearchView {...search} /> : <BrowseView page={1} />;
}
