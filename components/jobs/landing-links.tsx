import { useLocale, useTranslations } from "next-intl";
import Link from "@/components/ui/link";
import { ServerMarkup } from "@/components/ui/server-markup";
import { landingText, openLandings, type OpenLanding } from "@/lib/job-landings";
import type { JobCategory } from "@/lib/job-search";
import type { JobFacets } from "@/lib/product-api/types";

const SECTIONS: { kind: OpenLanding["kind"]; title: string; limit: number }[] = [
  { kind: "popular", title: "popular", limit: 2 },
  { kind: "category", title: "byCategory", limit: 6 },
  { kind: "country", title: "byCountry", limit: 10 },
  { kind: "city", title: "byCity", limit: 10 },
];

/**
 * 'Browse jobs': links to the landing pages that have open jobs (most jobs first), so visitors and
 * crawlers find them. A server component: as a client one it would be a script the browse page has
 * and the search page lacks, which gives each its own chunk of the same components (the first search
 * after /jobs would download ~12 KB again). Styled by .landing-links (app/globals.css). Not
 * prefetched: a cheap phone should not fetch thirty pages it may never open. Kept as the server
 * rendered it (ServerMarkup): thirty links a phone need not hydrate.
 */
export function LandingLinks({ facets, current }: { facets: JobFacets | null; current?: string }) {
  const t = useTranslations("landings");
  const filters = useTranslations("filters");
  const locale = useLocale();
  const landings = openLandings(facets).filter((l) => l.path !== current);
  if (landings.length === 0) return null;
  const category = (value: JobCategory) => filters(`category.${value}`);
  const sections = SECTIONS.map(({ kind, title, limit }) => ({
    heading: t(title),
    links: landings.filter((l) => l.kind === kind).slice(0, limit),
  })).filter(({ links }) => links.length > 0);
  return (
    <ServerMarkup version={landings.map((l) => l.path).join(" ")} prefetch={false}>
      <nav aria-labelledby="browse-by-title" className="landing-links">
        <h2 id="browse-by-title">{t("browseJobs")}</h2>
        <div>
          {sections.map(({ heading, links }) => (
            <div key={heading}>
              <h3>{heading}</h3>
              <ul>
                {links.map((landing) => (
                  <li key={landing.path}>
                    <Link href={landing.path} prefetch={false}>
                      {landingText(landing, t, category, locale).heading}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
    </ServerMarkup>
  );
}
