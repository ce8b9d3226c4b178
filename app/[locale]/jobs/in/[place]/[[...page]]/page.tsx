import { landingPage } from "@/components/jobs/landing-page";
import { placeLanding } from "@/lib/job-landings";
import { getBrowseFacets } from "@/lib/jobs-data";

// /jobs/in/kenya, /jobs/in/nairobi[/2...]: a landing page per country or city with open jobs (ISR).
// The slug is looked up in the facets of all open jobs, so an unknown place, or one whose last job
// has closed, is a 404 rather than an empty page.
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

const { generateMetadata, LandingPage } = landingPage(async ({ place }: { place: string }) =>
  placeLanding(place, await getBrowseFacets()),
);
export { generateMetadata };
export default LandingPage;
