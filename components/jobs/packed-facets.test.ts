import type { JobFacets } from "@/lib/product-api/types";
import { packFacets, unpackFacets } from "./packed-facets";

const facets: JobFacets = {
  country: [{ value: "KE", count: 5 }],
  city: [{ value: "Nairobi", count: 3, country: "KE" }],
  jobType: [{ value: "Full-time", count: 4 }],
  remoteOption: [{ value: "remote", count: 2 }],
  experienceLevel: [{ value: "Senior", count: 1 }],
  category: [{ value: "software", count: 3 }],
  minSalary: [{ value: "25000", count: 2 }],
  postedWithin: [{ value: "7d", count: 5 }],
};

describe("packFacets", () => {
  it("sends every facet count the filter form shows, and gets them back", () => {
    expect(unpackFacets(packFacets(facets))).toEqual(facets);
    expect(unpackFacets(packFacets({ ...facets, verified: 4 }))).toEqual({ ...facets, verified: 4 });
  });

  it("spells each count as a pair, a city with its country", () => {
    const packed = packFacets(facets);
    expect(packed.country).toEqual([["KE", 5]]);
    expect(packed.city).toEqual([["Nairobi", 3, "KE"]]);
  });
});
