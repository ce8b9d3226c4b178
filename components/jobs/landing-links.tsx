import { useLocale, useTranslations } from "next-intl";
import { landingText, openLandings, type OpenLanding } from "@/lib/job-landings";
import type { JobCategory } from "@/lib/job-search";
import type { JobFacets } from "@/lib/product-api/types";
import { LandingLinkList, type LandingLinkSection } from "./landing-link-list";

const SECTIONS: { kind: OpenLanding["kind"]; title: string; limit: number }[] = [
  { kind: "popular", title: "popular", limit: 2 },
  { kind: "category", title: "byCategory", limit: 6 },
  { kind: "country", title: "byCountry", limit: 10 },
  { kind: "city", title: "byCity", limit: 10 },
];

/**
 * 'Browse jobs': links to the landing pages that have open jobs (most jobs first), so visitors and
 * crawlers find them. Their texts are made here, on the server; LandingLinkList draws them.
 */
export function LandingLinks({ facets, current }: { facets: JobFacets | null; current?: string }) {
  const t = useTranslations("landings");
  const filters = useTranslations("filters");
  const locale = useLocale();
  const landings = openLandings(facets).filter((l) => l.path !== current);
  if (landings.length === 0) return null;
  const category = (value: JobCategory) => filters(`category.${value}`);
  const sections: LandingLinkSection[] = SECTIONS.map(({ kind, title, limit }): LandingLinkSection => [
    t(title),
    landings
      .filter((l) => l.kind === kind)
      .slice(0, limit)
      .map((landing) => [landing.path, landingText(landing, t, category, locale).heading]),
  ]).filter(([, links]) => links.length > 0);
  return <LandingLinkList title={t("browseJobs")} sections={sections} />;
}
