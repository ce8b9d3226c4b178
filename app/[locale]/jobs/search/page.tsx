import { permanentRedirect } from "next/navigation";
import { jobSearchHref, parseJobSearch } from "@/lib/job-search";

// The search page's old address: /jobs?… is the canonical one (proxy.ts).
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function OldSearchPage({ searchParams }: Props) {
  permanentRedirect(jobSearchHref(parseJobSearch(await searchParams)));
}
