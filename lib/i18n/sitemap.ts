import { DEFAULT_LOCALE, LOCALES, localePath } from "./locales";

/** Every language's absolute address of `path` (an English address), English as x-default. */
export function absoluteAlternates(siteUrl: string, path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of LOCALES) languages[locale] = `${siteUrl}${localePath(locale, path)}`;
  languages["x-default"] = `${siteUrl}${localePath(DEFAULT_LOCALE, path)}`;
  return languages;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/**
 * A sitemap <url> whose <loc> is the English address, with an xhtml:link to each language's address
 * (Google's hreflang in sitemaps). The urlset must declare xmlns:xhtml.
 */
export function sitemapUrl(siteUrl: string, path: string, lastModified?: Date): string {
  const links = Object.entries(absoluteAlternates(siteUrl, path))
    .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
    .join("");
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : "";
  return `<url><loc>${escapeXml(`${siteUrl}${path}`)}</loc>${lastmod}${links}</url>`;
}
