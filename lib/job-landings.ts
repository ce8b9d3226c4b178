// Landing pages for search engines: indexable lists of open jobs under stable paths (/jobs/remote,
// /jobs/internships, /jobs/category/{slug}, /jobs/in/{place}). Each is a fixed filter over the same
// search as /jobs, so its list, its "Filter these jobs" link and its sitemap entry agree. A page
// exists only while it has open jobs: places are resolved against the facets of all open jobs.
import { countryName, countryNameIn, type Translate } from "@/lib/job-filter-labels";
import { emptySearch, JOB_CATEGORIES, type JobCategory, type JobSearch } from "@/lib/job-search";
import type { JobFacets } from "@/lib/product-api/types";

/** What a landing page lists, which its heading and description name (landingText). */
export type LandingSubject =
  | { kind: "remote" }
  | { kind: "internships" }
  | { kind: "category"; category: JobCategory }
  | { kind: "country"; country: string }
  | { kind: "city"; city: string; country: string };

export interface Landing {
  /** Path of page 1, e.g. /jobs/in/kenya; later pages add /2, /3. Not translated (docs/languages.md). */
  path: string;
  subject: LandingSubject;
  /** The filters its jobs match (newest first: no query, so no ranking). */
  search: JobSearch;
}

/**
 * The h1 and page title ('Remote jobs', 'Jobs in Kenya') and the description of a landing page, in
 * the language of `t` (the "landings" messages) and `locale`; `category` names a category there (the
 * "filters" messages).
 */
export function landingText(
  { subject }: Landing,
  t: Translate,
  category: (value: JobCategory) => string,
  locale: string,
): { heading: string; description: string } {
  switch (subject.kind) {
    case "remote":
    case "internships":
      return { heading: t(`${subject.kind}.heading`), description: t(`${subject.kind}.description`) };
    case "category": {
      const name = category(subject.category);
      return {
        heading: t("category.heading", { category: name }),
        description: t("category.description", { category: name }),
      };
    }
    case "country": {
      const name = countryNameIn(subject.country, locale);
      return {
        heading: t("place.heading", { place: name }),
        description: t("place.description", { place: name }),
      };
    }
    case "city": {
      const where = subject.country
        ? t("place.cityIn", { city: subject.city, country: countryNameIn(subject.country, locale) })
        : subject.city;
      return {
        heading: t("place.heading", { place: subject.city }),
        description: t("place.description", { place: where }),
      };
    }
  }
}

/** URL slug of a name: lower case, accents stripped, anything else to single dashes. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export const REMOTE_LANDING: Landing = {
  path: "/jobs/remote",
  subject: { kind: "remote" },
  search: { ...emptySearch(), remote: ["remote"] },
};

export const INTERNSHIPS_LANDING: Landing = {
  path: "/jobs/internships",
  subject: { kind: "internships" },
  search: { ...emptySearch(), type: ["Internship"] },
};

function categoryPage(category: JobCategory): Landing {
  return {
    path: `/jobs/category/${slugify(JOB_CATEGORIES[category])}`,
    subject: { kind: "category", category },
    search: { ...emptySearch(), category: [category] },
  };
}

/** /jobs/category/{slug}: one of the six home categories, by the slug of its label. */
export function categoryLanding(slug: string): Landing | null {
  const category = (Object.keys(JOB_CATEGORIES) as JobCategory[]).find(
    (c) => slugify(JOB_CATEGORIES[c]) === slug,
  );
  return category ? categoryPage(category) : null;
}

function countryPage(code: string): Landing {
  return {
    path: `/jobs/in/${slugify(countryName(code))}`,
    subject: { kind: "country", country: code },
    search: { ...emptySearch(), country: code },
  };
}

function cityPage(city: string, code: string): Landing {
  return {
    path: `/jobs/in/${slugify(city)}`,
    subject: { kind: "city", city, country: code },
    // With its country: the same city name may exist in two countries.
    search: { ...emptySearch(), country: code || null, city },
  };
}

/**
 * /jobs/in/{slug}: a country or a city that has open jobs (so appears in the facets of all open jobs).
 * A country wins over a city of the same name; of two cities with one slug, the one with more jobs.
 */
export function placeLanding(slug: string, facets: JobFacets | null): Landing | null {
  if (!facets || !slug) return null;
  const country = facets.country.find((c) => c.count > 0 && slugify(countryName(c.value)) === slug);
  if (country) return countryPage(country.value);
  const city = facets.city
    .filter((c) => c.count > 0 && slugify(c.value) === slug)
    .sort((a, b) => b.count - a.count)[0];
  return city ? cityPage(city.value, city.country) : null;
}

/** URL of page n of a landing page: page 1 is the page's own path. */
export const landingHref = (landing: Landing, page: number) =>
  page <= 1 ? landing.path : `${landing.path}/${page}`;

/** The page number of an optional `[[...page]]` segment: none is 1, "2".. is n, anything else null. */
export function parseLandingPage(segments: string[] | undefined): number | null {
  if (!segments || segments.length === 0) return 1;
  if (segments.length !== 1 || !/^[1-9]\d{0,4}$/.test(segments[0])) return null;
  const page = Number(segments[0]);
  return page >= 2 ? page : null;
}

export interface OpenLanding extends Landing {
  kind: "popular" | "category" | "country" | "city";
  count: number;
}

const byCount = <T extends { count: number }>(a: T, b: T) => b.count - a.count;

/**
 * Every landing page that has open jobs now, with its count, from the facets of all open jobs:
 * the sitemap lists them and the jobs pages link to them. Most jobs first within each kind.
 */
export function openLandings(facets: JobFacets | null): OpenLanding[] {
  if (!facets) return [];
  const count = (list: { value: string; count: number }[], value: string) =>
    list.find((f) => f.value === value)?.count ?? 0;
  const popular: OpenLanding[] = [
    { ...REMOTE_LANDING, kind: "popular" as const, count: count(facets.remoteOption, "remote") },
    { ...INTERNSHIPS_LANDING, kind: "popular" as const, count: count(facets.jobType, "Internship") },
  ];
  const categories = (Object.keys(JOB_CATEGORIES) as JobCategory[]).map((c) => ({
    ...categoryPage(c),
    kind: "category" as const,
    count: count(facets.category, c),
  }));
  const countries = facets.country.map((c) => ({
    ...countryPage(c.value),
    kind: "country" as const,
    count: c.count,
  }));
  const countryPaths = new Set(countries.map((c) => c.path));
  const seen = new Set<string>();
  const cities = [...facets.city].sort(byCount).flatMap((c) => {
    const landing = cityPage(c.value, c.country);
    // The page a slug resolves to (see placeLanding) is the one listed, once.
    if (countryPaths.has(landing.path) || seen.has(landing.path)) return [];
    seen.add(landing.path);
    return [{ ...landing, kind: "city" as const, count: c.count }];
  });
  return [...popular, ...categories.sort(byCount), ...countries.sort(byCount), ...cities].filter(
    (l) => l.count > 0 && l.path.split("/").at(-1) !== "",
  );
}
