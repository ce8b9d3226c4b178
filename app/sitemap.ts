import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { openLandings } from "@/lib/job-landings";
import { getBrowseFacets, getOpenJobsForSitemap, JOBS_PER_SITEMAP } from "@/lib/jobs-data";
import { absoluteAlternates } from "@/lib/i18n/sitemap";
import { siteConfig } from "@/lib/site";

const STATIC_PATHS = [
  "/",
  "/jobs",
  "/about",
  "/safety",
  "/employers",
  "/contact",
  "/privacy-policy",
  "/terms",
];
/** A sitemap holds at most 50,000 URLs; the landing pages get what the jobs leave (most jobs first). */
const MAX_LANDINGS = 50_000 - JOBS_PER_SITEMAP - STATIC_PATHS.length;

/**
 * /sitemap.xml: the static pages, the landing pages that have open jobs now (/jobs/remote,
 * /jobs/in/kenya...) and the first JOBS_PER_SITEMAP open jobs; further open jobs are in
 * /jobs/sitemap/{n}.xml, listed in robots.txt. connection() renders it per request so the build never
 * reads the database; the lists themselves come from the data cache (an hour, or until a job write).
 * Jobs under caution (flagged or reported) are left out because the product API's list never returns
 * them, and every list here (jobs and landing facets) is read from it. Each address is the English one
 * with its alternates in every language (xhtml:link hreflang): one set, not five, so the 50,000-URL
 * limit still counts pages, not languages.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const [jobs, facets] = await Promise.all([getOpenJobsForSitemap(0), getBrowseFacets()]);
  const entry = (path: string) => ({
    url: `${siteConfig.url}${path}`,
    alternates: { languages: absoluteAlternates(siteConfig.url, path) },
  });
  return [
    ...STATIC_PATHS.map(entry),
    ...openLandings(facets)
      .slice(0, MAX_LANDINGS)
      .map(({ path }) => entry(path)),
    ...jobs.map(([id, updatedAt]) => ({ ...entry(`/jobs/${id}`), lastModified: new Date(updatedAt * 1000) })),
  ];
}
