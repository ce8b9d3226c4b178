import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LandingView } from "@/components/jobs/landing-view";
import { pageMetadata } from "@/components/layout/page-metadata";
import { landingHref, parseLandingPage, INTERNSHIPS_LANDING as landing } from "@/lib/job-landings";
import { getBrowseFacets, getLandingJobs } from "@/lib/jobs-data";

// /jobs/internships, /jobs/internships/2...: an indexable landing page, regenerated like
// /jobs/browse (ISR); it exists only while internships are open.
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ page?: string[] }> };

async function load(params: Props["params"]) {
  const page = parseLandingPage((await params).page);
  const list = page === null ? null : await getLandingJobs(landing.search, page);
  if (page === null || list === null) notFound();
  return { page, list };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page } = await load(params);
  return pageMetadata({
    title: page > 1 ? `${landing.heading} - Page ${page}` : landing.heading,
    description: landing.description,
    path: landingHref(landing, page),
  });
}

export default async function InternshipsPage({ params }: Props) {
  const [{ page, list }, facets] = await Promise.all([load(params), getBrowseFacets()]);
  return <LandingView landing={landing} list={list} page={page} facets={facets} />;
}
