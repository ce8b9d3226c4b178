import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { countSitemaps } from "@/lib/jobs-data";
import { siteConfig } from "@/lib/site";

/** Rendered per request because the number of job sitemaps follows the number of open jobs. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  // robots.txt must always answer: a failing one makes crawlers stop crawling the whole site.
  const sitemaps = await countSitemaps().catch(() => 1);
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/api/", "/profile", "/applications", "/saved-jobs", "/alerts", "/jobs/*/apply"],
    },
    sitemap: [
      `${siteConfig.url}/sitemap.xml`,
      ...Array.from({ length: sitemaps - 1 }, (_, i) => `${siteConfig.url}/jobs/sitemap/${i + 1}.xml`),
    ],
  };
}
