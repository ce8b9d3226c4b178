import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { getOpenJobsForSitemap } from "@/lib/jobs-data";
import { siteConfig } from "@/lib/site";

const STATIC_PATHS = ["/", "/jobs", "/about", "/contact", "/privacy-policy", "/terms"];

/**
 * /sitemap.xml: the static pages and the first JOBS_PER_SITEMAP open jobs; further open jobs are in
 * /jobs/sitemap/{n}.xml, listed in robots.txt. connection() renders it per request so the build never
 * reads the database; the job list itself comes from the data cache (an hour, or until a job write).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const jobs = await getOpenJobsForSitemap(0);
  return [
    ...STATIC_PATHS.map((path) => ({ url: `${siteConfig.url}${path}` })),
    ...jobs.map(([id, updatedAt]) => ({
      url: `${siteConfig.url}/jobs/${id}`,
      lastModified: new Date(updatedAt * 1000),
    })),
  ];
}
