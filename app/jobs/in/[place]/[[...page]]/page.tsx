import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LandingView } from "@/components/jobs/landing-view";
import { pageMetadata } from "@/components/layout/page-metadata";
import { landingHref, parseLandingPage, placeLanding } from "@/lib/job-landings";
import { getBrowseFacets, getLandingJobs } from "@/lib/jobs-data";

// /jobs/in/kenya, /jobs/in/nairobi[/2...]: a landing page per country or city with open jobs (ISR).
// The slug is looked up in the facets of all open jobs, so an unknown place, or one whose last job
// has closed, is a 404 rather than an empty page.
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ place: string; page?: string[] }> };

async function load(params: Props["params"]) {
  const { place, page: segments } = await params;
  const facets = await getBrowseFacets();
  const landing = placeLanding(place, facets);
  const page = parseLandingPage(segments);
  const list = landing && page !== null ? await getLandingJobs(landing.search, page) : null;
  if (!landing || page === null || list === null) notFound();
  return { landing, page, list, facets };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { landing, page } = await load(params);
  return pageMetadata({
    title: page > 1 ? `${landing.heading} - Page ${page}` : landing.heading,
    description: landing.description,
    path: landingHref(landing, page),
  });
}

export default async function PlaceJobsPage({ params }: Props) {
  const { landing, page, list, facets } = await load(params);
  return <LandingView landing={landing} list={list} page={page} facets={facets} />;
}
