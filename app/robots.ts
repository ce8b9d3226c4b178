import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { countSitemaps } from "@/lib/jobs-data";
import { PREFIXED_LOCALES } from "@/lib/i18n/locales";
import { siteConfig } from "@/lib/site";

const PRIVATE = ["/profile", "/applications", "/saved-jobs", "/alerts", "/jobs/*/apply", "/moderation"];

/** Rendered per request because the number of job sitemaps follows the number of open jobs. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  // robots.txt must always answer: a failing one makes crawlers stop crawling the whole site.
  const sitemaps = await countSitemaps().catch(() => 1);
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      // The signed-in pages in every language (/fr/profile…).
      disallow: [
        "/api/",
        ...["", ...PREFIXED_LOCALES.map((l) => `/${l}`)].flatMap((prefix) =>
          PRIVATE.map((path) => `${prefix}${path}`),
        ),
      ],
    },
    sitemap: [
      `${siteConfig.url}/sitemap.xml`,
      ...Array.from({ length: sitemaps - 1 }, (_, i) => `${siteConfig.url}/jobs/sitemap/${i + 1}.xml`),
    ],
  };
}
