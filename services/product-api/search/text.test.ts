import { queryTerms, stemOf, termsOfWord, words } from "./text";

describe("words", () => {
  it("folds Arabic letter forms, diacritics and tatweel the same way on both sides", () => {
    // أ إ آ ٱ are alef; ى is ya; ة is ha; tashkeel and tatweel go.
    expect(words("أحمد إدارة آمنة ٱلعمل")).toEqual(["احمد", "اداره", "امنه", "العمل"]);
    expect(words("مُطَوِّر مهندسـة مستشفى")).toEqual(["مطور", "مهندسه", "مستشفي"]);
    expect(words("خبرة ٣ سنوات")).toEqual(["خبره", "3", "سنوات"]);
  });

  it("folds French and Portuguese accents and ligatures", () => {
    expect(words("Développeur, main-d'œuvre, Estágio em Moçambique")).toEqual([
      "developpeur",
      "main-d",
      "oeuvre",
      "estagio",
      "em",
      "mocambique",
    ]);
  });
});

describe("stems", () => {
  it("stems each language by its own rules, and Swahili not at all", () => {
    expect(stemOf("developpeurs", "fr")).toBe(stemOf("developpeur", "fr"));
    expect(stemOf("commerciaux", "fr")).toBe("commercial");
    expect(stemOf("engenheiros", "pt")).toBe(stemOf("engenheira", "pt"));
    expect(stemOf("internships", "en")).toBe("internship");
    // English folds inflections only: a developer is not a development, nor an accountant an account.
    expect(
      ["developers", "development", "accountants", "engineering", "companies", "status"].map((w) =>
        stemOf(w, "en"),
      ),
    ).toEqual(["developer", "development", "accountant", "engineer", "company", "status"]);
    expect(stemOf("wafanyakazi", "sw")).toBe("wafanyakazi");
    // The article comes off first, so a word and its definite form stem alike.
    expect(stemOf("الوظيفه", "ar")).toBe(stemOf("وظيفه", "ar"));
    expect(stemOf("المهندسين", "ar")).toBe(stemOf("مهندس", "ar"));
  });

  it("indexes a stem under its language, and a query under every language's stem", () => {
    expect(termsOfWord("developpeurs", "fr")).toEqual(["developpeurs", "fr:developpeur"]);
    expect(termsOfWord("developpeurs", "sw")).toEqual(["developpeurs"]);
    expect(termsOfWord("front-end", "en")).toEqual(["front-end", "front", "end"]);
    // A stem equal to a job's word is looked up bare, in that language's jobs only.
    expect(queryTerms("developpeurs")).toEqual(
      expect.arrayContaining([
        { term: "developpeurs" },
        { term: "fr:developpeur" },
        { term: "developpeur", language: "fr" },
      ]),
    );
    expect(queryTerms("accountant")).toContainEqual({ term: "account", language: "fr" });
    expect(queryTerms("accountant")).not.toContainEqual({ term: "account" });
    expect(queryTerms("مهندسه").every(({ term }) => !/^(en|fr|pt):/.test(term))).toBe(true);
  });
});
