import { landingFeed, noStaticParams } from "@/lib/feeds/feed-route";
import { placeLanding } from "@/lib/job-landings";
import { getBrowseFacets } from "@/lib/jobs-data";

// /jobs/in/{place}/feed.atom: Atom of the landing page (lib/feeds/feed-route.ts), regenerated as the page is
// (ISR: an hour, or at once when a job write invalidates the "jobs" tag its read is cached under).
export const revalidate = 3600;
export const dynamicParams = true;
export { noStaticParams as generateStaticParams };

export const GET = landingFeed("atom", async ({ place }: { place: string }) =>
  placeLanding(place, await getBrowseFacets()),
);
