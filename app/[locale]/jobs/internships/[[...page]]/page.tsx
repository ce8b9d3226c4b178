import { landingPage } from "@/components/jobs/landing-page";
import { INTERNSHIPS_LANDING } from "@/lib/job-landings";

// /jobs/internships, /jobs/internships/2...: an indexable landing page, regenerated like /jobs/browse (ISR); it
// exists only while internships are open. (Route settings stay here: Next.js reads them from this file.)
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

const { generateMetadata, LandingPage } = landingPage(() => INTERNSHIPS_LANDING);
export { generateMetadata };
export default LandingPage;
