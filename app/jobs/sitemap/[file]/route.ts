import { countSitemaps, getOpenJobsForSitemap } from "@/lib/jobs-data";
import { sitemapUrl } from "@/lib/i18n/sitemap";
import { siteConfig } from "@/lib/site";

// /jobs/sitemap/{n}.xml: open jobs past the first sitemap file's share (see app/sitemap.ts), only
// when there are more than a sitemap's 50,000 URL limit. Rendered per request from cached data.

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^([1-9]\d{0,3})\.xml$/.exec((await params).file);
  const index = match ? Number(match[1]) : 0;
  if (index < 1 || index >= (await countSitemaps())) return new Response("Not Found", { status: 404 });
  const jobs = await getOpenJobsForSitemap(index);
  const urls = jobs.map(([id, updatedAt]) =>
    sitemapUrl(siteConfig.url, `/jobs/${id}`, new Date(updatedAt * 1000)),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml" } });
}
