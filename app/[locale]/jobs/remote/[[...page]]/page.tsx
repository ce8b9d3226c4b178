import { landingPage } from "@/components/jobs/landing-page";
import { REMOTE_LANDING } from "@/lib/job-landings";

// /jobs/remote, /jobs/remote/2...: an indexable landing page, regenerated like /jobs/browse (ISR); it
// exists only while remote jobs are open. (Route settings stay here: Next.js reads them from this file.)
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

const { generateMetadata, LandingPage } = landingPage(() => REMOTE_LANDING);
export { generateMetadata };
export default LandingPage;
