import {
  categoryLanding,
  INTERNSHIPS_LANDING,
  landingHref,
  openLandings,
  parseLandingPage,
  placeLanding,
  REMOTE_LANDING,
  slugify,
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
      heading: "Jobs in Kenya",
      search: { ...emptySearch(), country: "KE" },
    });
    expect(placeLanding("nairobi", facets)).toMatchObject({
      heading: "Jobs in Nairobi",
      search: { ...emptySearch(), country: "KE", city: "Nairobi" },
    });
    expect(placeLanding("cote-d-ivoire", facets)?.heading).toMatch(/^Jobs in Côte d.Ivoire$/);
    expect(placeLanding("atlantis", facets)).toBeNull();
    expect(placeLanding("nigeria", facets)).toBeNull();
    expect(placeLanding("kenya", null)).toBeNull();
  });

  it("resolve a category by the slug of its label", () => {
    expect(categoryLanding("software-development")).toMatchObject({
      path: "/jobs/category/software-development",
      heading: "Software Development jobs",
      search: { ...emptySearch(), category: ["software"] },
    });
    expect(categoryLanding("software")).toBeNull();
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
