import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pageMetadata } from "@/components/layout/page-metadata";
import { landingHref, parseLandingPage, type Landing } from "@/lib/job-landings";
import { getBrowseFacets, getLandingJobs } from "@/lib/jobs-data";
import { LandingView } from "./landing-view";

type Props = { params: Promise<{ page?: string[] }> };

/**
 * generateMetadata and the page of a landing page with a fixed address (/jobs/remote,
 * /jobs/internships and their /2, /3...). It exists only while it has open jobs.
 */
export function fixedLandingPage(landing: Landing) {
  async function load(params: Props["params"]) {
    const page = parseLandingPage((await params).page);
    const list = page === null ? null : await getLandingJobs(landing.search, page);
    if (page === null || list === null) notFound();
    return { page, list };
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { page } = await load(params);
    return pageMetadata({
      title: page > 1 ? `${landing.heading} - Page ${page}` : landing.heading,
      description: landing.description,
      path: landingHref(landing, page),
    });
  }

  async function LandingPage({ params }: Props) {
    const [{ page, list }, facets] = await Promise.all([load(params), getBrowseFacets()]);
    return <LandingView landing={landing} list={list} page={page} facets={facets} />;
  }

  return { generateMetadata, LandingPage };
}
