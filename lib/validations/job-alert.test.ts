import { parseJobSearch } from "@/lib/job-search";
import { alertInputFromSearch, hasAlertCriteria } from "./job-alert";

const search = (query: string) => parseJobSearch(new URLSearchParams(query));

describe("job alerts from a search", () => {
  it("keeps the query and filters, not the page, sort or 'posted within'", () => {
    expect(
      alertInputFromSearch(search("q=nurse&country=KE&type=Internship&page=3&sort=newest&posted=7")),
    ).toEqual(expect.objectContaining({ searchQuery: "nurse", country: ["KE"], jobType: ["Internship"] }));
  });

  it.each(["q=nurse", "country=KE", "verified=1", "salary=50000"])("offers an alert for %s", (query) => {
    expect(hasAlertCriteria(search(query))).toBe(true);
  });

  it.each(["posted=7", "sort=newest", "page=2"])(
    "offers none for %s alone (nothing an alert could keep)",
    (query) => {
      expect(hasAlertCriteria(search(query))).toBe(false);
    },
  );
});
