import { useLocale, useTranslations } from "next-intl";
import Link from "@/components/ui/link";
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
 * crawlers find them. Not prefetched: a cheap phone should not fetch thirty pages it may never open.
 */
export function LandingLinks({ facets, current }: { facets: JobFacets | null; current?: string }) {
  const t = useTranslations("landings");
  const filters = useTranslations("filters");
  const locale = useLocale();
  const landings = openLandings(facets).filter((l) => l.path !== current);
  if (landings.length === 0) return null;
  const category = (value: JobCategory) => filters(`category.${value}`);
  return (
    <nav aria-labelledby="browse-by-title" className="mt-12 border-t border-line pt-8">
      <h2 id="browse-by-title" className="text-xl font-bold tracking-tight text-ink">
        {t("browseJobs")}
      </h2>
      <div className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {SECTIONS.map(({ kind, title, limit }) => {
          const links = landings.filter((l) => l.kind === kind).slice(0, limit);
          if (links.length === 0) return null;
          return (
            <div key={kind}>
              <h3 className="text-sm font-semibold text-muted">{t(title)}</h3>
              <ul className="mt-2 space-y-1">
                {links.map((landing) => (
                  <li key={landing.path}>
                    <Link
                      href={landing.path}
                      prefetch={false}
                      className="inline-flex min-h-8 items-center text-sm text-primary-dark hover:underline"
                    >
                      {landingText(landing, t, category, locale).heading}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
