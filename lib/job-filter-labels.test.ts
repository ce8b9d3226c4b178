import { activeFilterCount, emptySearch, type JobSearch } from "./job-search";
import { activeFilters, countryName } from "./job-filter-labels";

const search = (fields: Partial<JobSearch>): JobSearch => ({ ...emptySearch(), ...fields });

describe("activeFilters", () => {
  it("labels each chosen value as its chip reads", () => {
    const chosen = search({
      country: "KE",
      remote: ["onsite"],
      category: ["hospitality"],
      salary: 50000,
      posted: "24h",
      type: ["Internship"],
      verified: true,
    });
    expect(activeFilters(chosen).map((f) => f.label)).toEqual([
      "Kenya",
      "Internship",
      "On-site",
      "Hospitality & Tourism",
      "$50,000+",
      "Last 24 hours",
      "Verified employers only",
    ]);
    expect(activeFilterCount(chosen)).toBe(7);
  });

  it("names countries in English and keeps an unknown code", () => {
    expect(countryName("NZ")).toBe("New Zealand");
    expect(countryName("ci")).toMatch(/^Côte d.Ivoire$/);
    expect(countryName("1")).toBe("1");
  });
});
