import {
  clearFilters,
  emptySearch,
  isBrowse,
  jobSearchHref,
  parseFormData,
  parseJobSearch,
  toApiQuery,
  withoutFilter,
  type JobSearch,
} from "./job-search";

const search = (fields: Partial<JobSearch>): JobSearch => ({ ...emptySearch(), ...fields });
const paramsOf = (href: string) => new URL(href, "http://localhost").searchParams;

describe("parseJobSearch", () => {
  it("reads only a page's own parameters: ?__proto__=1 is no search, not a 500", () => {
    // As Next builds a page's searchParams (searchParamsToUrlQuery): `query[key] = value`, and for a
    // key already "there" (__proto__ is), an array of both, which becomes the object's prototype.
    const query: Record<string, unknown> = {};
    for (const [key, value] of new URLSearchParams("__proto__=1&q=nurse")) {
      const existing = query[key];
      query[key] = existing === undefined ? value : [existing, value];
    }
    expect(parseJobSearch(query as Record<string, string>)).toEqual({ ...emptySearch(), q: "nurse" });
    expect(parseJobSearch({ q: ["a", 1 as unknown as string] })).toEqual({ ...emptySearch(), q: "a" });
  });

  it("reads every filter from a URL", () => {
    const parsed = parseJobSearch(
      new URLSearchParams(
        "q=Data  Analyst&country=ke&city=Nairobi&type=internship&type=Contract&remote=REMOTE,hybrid" +
          "&level=Entry level&category=software&language=FR,ar&language=xx&salary=25000&posted=7d&verified=1&sort=newest&page=3",
      ),
    );
    expect(parsed).toEqual({
      q: "data analyst",
      page: 3,
      country: "KE",
      city: "Nairobi",
      type: ["Internship", "Contract"],
      remote: ["remote", "hybrid"],
      level: ["Entry level"],
      category: ["software"],
      language: ["fr", "ar"],
      salary: 25000,
      posted: "7d",
      verified: true,
      sort: "newest",
    });
  });

  it("reads the language of the job like a category, and writes and sends it the same way", () => {
    const french = parseJobSearch({ language: ["fr", "sw,de"] });
    expect(french.language).toEqual(["fr", "sw"]);
    expect(jobSearchHref(french)).toBe("/jobs?language=fr&language=sw");
    expect(toApiQuery(french)).toEqual({ language: "fr,sw", sort: "newest" });
    expect(isBrowse(french)).toBe(false);
    expect(jobSearchHref(withoutFilter(french, "language", "sw"))).toBe("/jobs?language=fr");
    expect(clearFilters(french).language).toEqual([]);
  });

  it("reads 'verified employers only' from verified=1 (or true/on), and nothing else", () => {
    for (const value of ["1", "true", "on", "TRUE"]) {
      expect(parseJobSearch({ verified: value }).verified).toBe(true);
    }
    for (const value of ["0", "false", "", "yes please"]) {
      expect(parseJobSearch({ verified: value }).verified).toBe(false);
    }
    expect(parseJobSearch({}).verified).toBe(false);
    expect(isBrowse(parseJobSearch({ verified: "1" }))).toBe(false);
  });

  it("drops values it does not understand instead of failing", () => {
    const parsed = parseJobSearch({
      country: "Kenya",
      city: "  ",
      type: ["intern", "Volunteer", "Volunteer"],
      remote: "anywhere",
      category: ["cooking", "design"],
      salary: "-5",
      posted: "1y",
      sort: "best",
      page: "0",
    });
    expect(parsed).toEqual(search({ type: ["Volunteer"], category: ["design"] }));
    expect(parseJobSearch({ salary: "lots", page: "0x10", level: "!!" })).toEqual(emptySearch());
  });

  it("keeps a page past MAX_PAGE, so the page it names answers 404 rather than page 1", () => {
    expect(parseJobSearch({ q: "dev", page: "99999999" }).page).toBe(99_999_999);
    expect(parseJobSearch({ q: "dev", page: "99999999999" }).page).toBe(1);
  });

  it("keeps at most 100 characters of search text", () => {
    expect(parseJobSearch({ q: "a".repeat(300) }).q).toHaveLength(100);
  });

  it("leaves out the default order, and relevance without a query to rank by", () => {
    expect(parseJobSearch({ q: "nurse", sort: "relevance" }).sort).toBeNull();
    expect(parseJobSearch({ q: "nurse", sort: "newest" }).sort).toBe("newest");
    expect(parseJobSearch({ remote: "remote", sort: "newest" }).sort).toBeNull();
    expect(parseJobSearch({ remote: "remote", sort: "relevance" }).sort).toBeNull();
  });

  it("reads a submitted form, where 'Any' is an empty value", () => {
    const data = new FormData();
    for (const [key, value] of [
      ["q", "design"],
      ["country", ""],
      ["city", ""],
      ["remote", "remote"],
      ["salary", ""],
      ["posted", "24h"],
      ["sort", "relevance"],
    ]) {
      data.append(key, value);
    }
    expect(parseFormData(data)).toEqual(search({ q: "design", remote: ["remote"], posted: "24h" }));
  });
});

describe("jobSearchHref", () => {
  it("is browse mode when there is no query and no filter", () => {
    expect(jobSearchHref(emptySearch())).toBe("/jobs");
    expect(jobSearchHref(search({ page: 3 }))).toBe("/jobs/browse/3");
    expect(isBrowse(search({ sort: "newest" }))).toBe(true);
  });

  it("writes /jobs with the parameters in a fixed order", () => {
    const href = jobSearchHref(
      search({ category: ["software"], remote: ["remote"], country: "KE", q: "react dev", page: 2 }),
    );
    expect(href).toBe("/jobs?q=react+dev&country=KE&remote=remote&category=software&page=2");
  });

  it("round-trips through parseJobSearch", () => {
    const original = search({
      q: "data analyst",
      country: "ZA",
      city: "Cape Town",
      type: ["Full-time", "Internship"],
      remote: ["hybrid"],
      level: ["Mid level"],
      category: ["engineering", "sales"],
      salary: 50000,
      posted: "30d",
      verified: true,
      sort: "newest",
      page: 4,
    });
    expect(parseJobSearch(paramsOf(jobSearchHref(original)))).toEqual(original);
  });

  it("writes the verified filter as verified=1, after the other filters", () => {
    expect(jobSearchHref(search({ verified: true }))).toBe("/jobs?verified=1");
    expect(jobSearchHref(search({ q: "nurse", posted: "7d", verified: true, page: 2 }))).toBe(
      "/jobs?q=nurse&posted=7d&verified=1&page=2",
    );
  });

  it("links any page of the same search", () => {
    const remote = search({ remote: ["remote"], page: 2 });
    expect(jobSearchHref(remote, 1)).toBe("/jobs?remote=remote");
    expect(jobSearchHref(remote, 5)).toBe("/jobs?remote=remote&page=5");
  });
});

describe("withoutFilter", () => {
  const filtered = search({
    q: "nurse",
    country: "KE",
    city: "Nairobi",
    type: ["Internship", "Contract"],
    salary: 25000,
    page: 3,
  });

  it("takes one value out and goes back to page 1", () => {
    expect(withoutFilter(filtered, "type", "Contract")).toEqual({
      ...filtered,
      type: ["Internship"],
      page: 1,
    });
    expect(withoutFilter(filtered, "salary")).toEqual({ ...filtered, salary: null, page: 1 });
  });

  it("turns 'verified employers only' off", () => {
    const verified = search({ q: "nurse", verified: true, page: 2 });
    expect(withoutFilter(verified, "verified")).toEqual(search({ q: "nurse" }));
    expect(clearFilters(verified)).toEqual(search({ q: "nurse" }));
  });

  it("drops the city with its country", () => {
    expect(withoutFilter(filtered, "country")).toMatchObject({ country: null, city: null });
    expect(withoutFilter(filtered, "city")).toMatchObject({ country: "KE", city: null });
  });

  it("clears every filter but keeps the query", () => {
    expect(clearFilters(filtered)).toEqual(search({ q: "nurse" }));
    expect(jobSearchHref(clearFilters(search({ remote: ["remote"] })))).toBe("/jobs");
  });
});

describe("toApiQuery", () => {
  it("sends every filter under the product API's names", () => {
    expect(
      toApiQuery(
        search({
          q: "designer",
          country: "GH",
          city: "Accra",
          type: ["Full-time", "Contract"],
          remote: ["remote", "hybrid"],
          level: ["Senior"],
          category: ["design"],
          salary: 75000,
          posted: "7d",
        }),
      ),
    ).toEqual({
      searchQuery: "designer",
      country: "GH",
      city: "Accra",
      jobType: "Full-time,Contract",
      remoteOption: "remote,hybrid",
      experienceLevel: "Senior",
      category: "design",
      minSalary: "75000",
      postedWithin: "7d",
      sort: "relevance",
    });
  });

  it("asks for verified employers only with verified=true", () => {
    expect(toApiQuery(search({ verified: true }))).toEqual({ verified: "true", sort: "newest" });
    expect(toApiQuery(search({ q: "chef" }))).not.toHaveProperty("verified");
  });

  it("sorts newest first without a query, or when asked", () => {
    expect(toApiQuery(search({ remote: ["remote"] }))).toEqual({ remoteOption: "remote", sort: "newest" });
    expect(toApiQuery(search({ q: "chef", sort: "newest" }))).toEqual({
      searchQuery: "chef",
      sort: "newest",
    });
  });
});

describe("routing", () => {});
