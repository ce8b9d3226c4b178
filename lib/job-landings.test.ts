import { createTranslator } from "next-intl";
import type { Translate } from "./job-filter-labels";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import {
  categoryLanding,
  INTERNSHIPS_LANDING,
  landingHref,
  openLandings,
  parseLandingPage,
  placeLanding,
  REMOTE_LANDING,
  slugify,
  landingText,
  type Landing,
} from "./job-landings";
import { emptySearch, jobSearchHref } from "./job-search";
import type { JobFacets } from "./product-api/types";

const facets: JobFacets = {
  country: [
    { value: "KE", count: 120 },
    { value: "CI", count: 4 },
  ],
  city: [
    { value: "Nairobi", country: "KE", count: 80 },
    { value: "Mombasa", country: "KE", count: 40 },
    { value: "Abidjan", country: "CI", count: 4 },
  ],
  jobType: [{ value: "Internship", count: 30 }],
  remoteOption: [
    { value: "onsite", count: 100 },
    { value: "hybrid", count: 24 },
  ],
  experienceLevel: [],
  category: [
    { value: "software", count: 50 },
    { value: "design", count: 70 },
  ],
  minSalary: [],
  postedWithin: [],
};

const catalogues = { en, fr };
/** A landing page's heading and description as its page shows them in `locale`. */
function textOf(landing: Landing | null, locale: "en" | "fr" = "en") {
  if (!landing) return null;
  const messages = catalogues[locale];
  // Untyped keys, as the pages pass them.
  const t = createTranslator({ locale, messages, namespace: "landings" }) as unknown as Translate;
  const filters = createTranslator({ locale, messages, namespace: "filters" }) as unknown as Translate;
  return landingText(landing, t, (c) => filters(`category.${c}`), locale);
}

describe("slugify", () => {
  it("lower-cases, strips accents and turns the rest into single dashes", () => {
    expect(slugify("Côte d’Ivoire")).toBe("cote-d-ivoire");
    expect(slugify("Design & Creative")).toBe("design-creative");
    expect(slugify("  Dar es Salaam ")).toBe("dar-es-salaam");
  });
});

describe("landing pages", () => {
  it("resolve a country or a city with open jobs, and nothing else", () => {
    expect(placeLanding("kenya", facets)).toMatchObject({
      path: "/jobs/in/kenya",
      search: { ...emptySearch(), country: "KE" },
    });
    expect(textOf(placeLanding("kenya", facets))).toEqual({
      heading: "Jobs in Kenya",
      description: "Open jobs and internships in Kenya. Newest first.",
    });
    expect(placeLanding("nairobi", facets)).toMatchObject({
      search: { ...emptySearch(), country: "KE", city: "Nairobi" },
    });
    expect(textOf(placeLanding("nairobi", facets))).toEqual({
      heading: "Jobs in Nairobi",
      description: "Open jobs and internships in Nairobi, Kenya. Newest first.",
    });
    expect(textOf(placeLanding("cote-d-ivoire", facets))?.heading).toMatch(/^Jobs in Côte d.Ivoire$/);
    expect(placeLanding("atlantis", facets)).toBeNull();
    expect(placeLanding("nigeria", facets)).toBeNull();
    expect(placeLanding("kenya", null)).toBeNull();
  });

  it("resolve a category by the slug of its label", () => {
    expect(categoryLanding("software-development")).toMatchObject({
      path: "/jobs/category/software-development",
      search: { ...emptySearch(), category: ["software"] },
    });
    expect(textOf(categoryLanding("software-development"))?.heading).toBe("Software Development jobs");
    expect(categoryLanding("software")).toBeNull();
  });

  it("keep their English texts word for word", () => {
    expect(textOf(REMOTE_LANDING)).toEqual({
      heading: "Remote jobs",
      description:
        "Remote jobs and internships you can do from anywhere, with employers across Africa, New Zealand and Australia. Newest first.",
    });
    expect(textOf(INTERNSHIPS_LANDING)?.description).toBe(
      "Internships and graduate trainee roles for young African professionals across Africa, New Zealand, Australia and remote teams. Newest first.",
    );
    expect(textOf(categoryLanding("design-creative"))?.description).toBe(
      "Design & Creative jobs and internships across Africa, New Zealand, Australia and remote teams. Newest first.",
    );
  });

  it("read in French under the same address", () => {
    const kenya = placeLanding("cote-d-ivoire", facets);
    expect(kenya?.path).toBe("/jobs/in/cote-d-ivoire");
    expect(textOf(kenya, "fr")?.heading).toMatch(/^Offres d'emploi – Côte d.Ivoire$/);
    expect(textOf(INTERNSHIPS_LANDING, "fr")?.heading).toBe("Stages");
    expect(textOf(categoryLanding("software-development"), "fr")?.heading).toBe(
      "Offres d'emploi – Développement logiciel",
    );
  });

  it("filter like the search page they link to", () => {
    expect(jobSearchHref(REMOTE_LANDING.search)).toBe("/jobs?remote=remote");
    expect(jobSearchHref(INTERNSHIPS_LANDING.search)).toBe("/jobs?type=Internship");
  });

  it("put later pages in the path", () => {
    expect(landingHref(REMOTE_LANDING, 1)).toBe("/jobs/remote");
    expect(landingHref(REMOTE_LANDING, 3)).toBe("/jobs/remote/3");
    expect(parseLandingPage(undefined)).toBe(1);
    expect(parseLandingPage(["3"])).toBe(3);
    for (const bad of [["1"], ["0"], ["x"], ["2", "3"], ["02"]]) expect(parseLandingPage(bad)).toBeNull();
  });

  it("are listed only while they have open jobs, most jobs first", () => {
    const paths = openLandings(facets).map((l) => l.path);
    expect(paths).toEqual([
      "/jobs/internships",
      "/jobs/category/design-creative",
      "/jobs/category/software-development",
      "/jobs/in/kenya",
      "/jobs/in/cote-d-ivoire",
      "/jobs/in/nairobi",
      "/jobs/in/mombasa",
      "/jobs/in/abidjan",
    ]);
    expect(openLandings(null)).toEqual([]);
  });
});
