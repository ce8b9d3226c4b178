import { notFound } from "next/navigation";
import { BrowseView, browseMetadata } from "@/components/jobs/jobs-views";
import { parsePositiveInt } from "@/lib/format";

// Incrementally regenerated: each page is rendered on its first request, then served from the cache
// until an hour passes or a job write invalidates the "jobs" tag. proxy.ts serves /jobs from page 1.
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams() {
  // Nothing at build time: the build must not need the database.
  return [];
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props) {
  return browseMetadata(parsePositiveInt((await params).page) ?? 1);
}

export default async function BrowsePage({ params }: Props) {
  const page = parsePositiveInt((await params).page);
  if (page === null) notFound();
  return <BrowseView page={page} throwOnFailure />;
}
