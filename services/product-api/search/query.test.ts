import { correctedQuery, parseSearchQuery, phrasesOf, phraseTsquery } from "./query";

const plain = (words: string, prefix = false) => ({ words: words.split(" "), prefix });

describe("parseSearchQuery", () => {
  it("gives the last bare word a prefix so half-typed words match", () => {
    expect(parseSearchQuery("software engin")).toEqual({
      groups: [[plain("software")], [plain("engin", true)]],
      negatives: [],
    });
  });

  it("turns quoted text into a phrase and -word into an exclusion", () => {
    const query = parseSearchQuery('"data analyst" nairobi -senior');
    expect(query).toEqual({
      groups: [[plain("data analyst")], [plain("nairobi", true)]],
      negatives: [plain("senior")],
    });
    expect(phrasesOf(query).map(phraseTsquery)).toEqual(["'data' <-> 'analyst'"]);
  });

  it("groups words joined by or", () => {
    expect(parseSearchQuery("lagos designer OR developer")).toEqual({
      groups: [[plain("lagos")], [plain("designer"), plain("developer", true)]],
      negatives: [],
    });
    expect(parseSearchQuery("or nurse or")).toEqual({ groups: [[plain("nurse", true)]], negatives: [] });
  });

  it("excludes phrases and keeps only exclusions when nothing else is asked", () => {
    expect(parseSearchQuery('-"team lead" -manager')).toEqual({
      groups: [],
      negatives: [plain("team lead"), plain("manager")],
    });
  });

  it("neutralises tsquery syntax and quotes typed by the visitor", () => {
    expect(parseSearchQuery("a' & !b:* | (c) \\ ;drop")).toEqual({
      groups: [[plain("a")], [plain("b"), plain("c")], [plain("drop", true)]],
      negatives: [],
    });
    const obrien = parseSearchQuery("o'brien");
    expect(obrien.groups).toEqual([[plain("o brien")]]);
    expect(phraseTsquery(obrien.groups[0][0])).toBe("'o' <-> 'brien'");
  });

  it("keeps inner joiners of technical words and folds accents", () => {
    expect(parseSearchQuery("node.js front-end c# Côte").groups).toEqual([
      [plain("node.js")],
      [plain("front-end")],
      [plain("c#")],
      [plain("cote", true)],
    ]);
  });

  it("returns nothing for blank or symbol-only input", () => {
    expect(parseSearchQuery("   ")).toEqual({ groups: [], negatives: [] });
    expect(parseSearchQuery('!!! "" - ::')).toEqual({ groups: [], negatives: [] });
  });

  it("does not prefix a single letter, which would match most of the index", () => {
    expect(parseSearchQuery("level a").groups).toEqual([[plain("level")], [plain("a")]]);
  });
});

describe("correctedQuery", () => {
  it("puts the meant word where the typed one was, and keeps the rest as typed", () => {
    expect(correctedQuery("Devloper  Nairobi", [["devloper", "developer"]])).toBe("developer Nairobi");
    expect(correctedQuery('grafic "brand designer" -senior', [["grafic", "gráfico"]])).toBe(
      'gráfico "brand designer" -senior',
    );
  });
});
