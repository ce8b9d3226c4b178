import { searchFeed } from "@/lib/feeds/feed-route";

// /jobs/feed.atom?q=…&filters: Atom of that search on /jobs (lib/feeds/feed-route.ts). Made for each
// request, as the search page is; with no query nor filter, the newest jobs from the data cache.
export const dynamic = "force-dynamic";

export const GET = searchFeed("atom");
