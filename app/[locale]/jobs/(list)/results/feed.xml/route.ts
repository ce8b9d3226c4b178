import { searchFeed } from "@/lib/feeds/feed-route";

// /jobs/feed.xml?q=…&filters (next.config.ts rewrites it here): RSS of that search on /jobs
// (lib/feeds/feed-route.ts). Made for each request and written to no cache, as the search page is.
export const dynamic = "force-dynamic";

export const GET = searchFeed("rss");
