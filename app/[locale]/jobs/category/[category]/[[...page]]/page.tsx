import { landingPage } from "@/components/jobs/landing-page";
import { categoryLanding } from "@/lib/job-landings";

// /jobs/category/software-development[/2...]: a landing page per home category (ISR), which exists
// only while the category has open jobs. (Route settings stay here: Next.js reads them from this file.)
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

const { generateMetadata, LandingPage } = landingPage(({ category }: { category: string }) =>
  categoryLanding(category),
);
export { generateMetadata };
export default LandingPage;
