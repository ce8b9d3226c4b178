import { newestFeed, noStaticParams } from "@/lib/feeds/feed-route";

// /jobs/feed.json: JSON Feed of the newest open jobs (lib/feeds/feed-route.ts), regenerated as /jobs is
// (ISR: an hour, or at once when a job write invalidates the "jobs" tag its read is cached under). With
// a query or a filter, next.config.ts sends it to the search's feed instead.
export const revalidate = 3600;
export const dynamicParams = true;
export { noStaticParams as generateStaticParams };

export const GET = newestFeed("json");
