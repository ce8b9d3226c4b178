import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LandingView } from "@/components/jobs/landing-view";
import { pageMetadata } from "@/components/layout/page-metadata";
import { categoryLanding, landingHref, parseLandingPage } from "@/lib/job-landings";
import { getBrowseFacets, getLandingJobs } from "@/lib/jobs-data";

// /jobs/category/software-development[/2...]: a landing page per home category (ISR), which exists
// only while the category has open jobs.
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ category: string; page?: string[] }> };

async function load(params: Props["params"]) {
  const { category, page: segments } = await params;
  const landing = categoryLanding(category);
  const page = parseLandingPage(segments);
  const list = landing && page !== null ? await getLandingJobs(landing.search, page) : null;
  if (!landing || page === null || list === null) notFound();
  return { landing, page, list };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { landing, page } = await load(params);
  return pageMetadata({
    title: page > 1 ? `${landing.heading} - Page ${page}` : landing.heading,
    description: landing.description,
    path: landingHref(landing, page),
  });
}

export default async function CategoryJobsPage({ params }: Props) {
  const [{ landing, page, list }, facets] = await Promise.all([load(params), getBrowseFacets()]);
  return <LandingView landing={landing} list={list} page={page} facets={facets} />;
}
