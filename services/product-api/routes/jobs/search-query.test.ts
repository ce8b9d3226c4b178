import { parseSearchQuery } from "./search-query";

describe("parseSearchQuery", () => {
  it("gives the last bare word a prefix so half-typed words match", () => {
    expect(parseSearchQuery("software engin")).toEqual({
      positive: "'software' & 'engin':*",
      negative: null,
    });
  });

  it("turns quoted text into a phrase and -word into an exclusion", () => {
    expect(parseSearchQuery('"data analyst" nairobi -senior')).toEqual({
      positive: "('data' <-> 'analyst') & 'nairobi':*",
      negative: "'senior'",
    });
  });

  it("groups words joined by or", () => {
    expect(parseSearchQuery("lagos designer OR developer")).toEqual({
      positive: "'lagos' & ('designer' | 'developer':*)",
      negative: null,
    });
    expect(parseSearchQuery("or nurse or")).toEqual({ positive: "'nurse':*", negative: null });
  });

  it("excludes phrases and keeps only exclusions when nothing else is asked", () => {
    expect(parseSearchQuery('-"team lead" -manager')).toEqual({
      positive: null,
      negative: "('team' <-> 'lead') | 'manager'",
    });
  });

  it("neutralises tsquery syntax and quotes typed by the visitor", () => {
    expect(parseSearchQuery("a' & !b:* | (c) \\ ;drop")).toEqual({
      positive: "'a' & ('b' | 'c') & 'drop':*",
      negative: null,
    });
    expect(parseSearchQuery("o'brien")).toEqual({ positive: "('o' <-> 'brien')", negative: null });
  });

  it("keeps inner joiners of technical words", () => {
    expect(parseSearchQuery("node.js front-end c#")).toEqual({
      positive: "'node.js' & 'front-end' & 'c#':*",
      negative: null,
    });
  });

  it("returns nothing for blank or symbol-only input", () => {
    expect(parseSearchQuery("   ")).toEqual({ positive: null, negative: null });
    expect(parseSearchQuery('!!! "" - ::')).toEqual({ positive: null, negative: null });
  });

  it("does not prefix a single letter, which would match most of the index", () => {
    expect(parseSearchQuery("level a")).toEqual({ positive: "'level' & 'a'", negative: null });
  });
});
