import { parseSearch, searchMetadata, SearchView, type SearchInput } from "@/components/jobs/jobs-views";

// Rendered per request (the query is in the URL); the results themselves come from the data cache.
type Props = { searchParams: Promise<SearchInput> };

export async function generateMetadata({ searchParams }: Props) {
  return searchMetadata(parseSearch(await searchParams));
}

export default async function SearchPage({ searchParams }: Props) {
  return <SearchView {...parseSearch(await searchParams)} />;
}
