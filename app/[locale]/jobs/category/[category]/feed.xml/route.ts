import { landingFeed, noStaticParams } from "@/lib/feeds/feed-route";
import { categoryLanding } from "@/lib/job-landings";

// /jobs/category/{slug}/feed.xml: RSS of the landing page (lib/feeds/feed-route.ts), regenerated as the page is
// (ISR: an hour, or at once when a job write invalidates the "jobs" tag its read is cached under).
export const revalidate = 3600;
export const dynamicParams = true;
export { noStaticParams as generateStaticParams };

export const GET = landingFeed("rss", ({ category }: { category: string }) => categoryLanding(category));
