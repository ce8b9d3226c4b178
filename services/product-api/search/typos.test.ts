import { editDistance, TypoDictionary, typoBudget } from "./typos";

describe("typo tolerance", () => {
  it("allows none under 5 letters, one from 5, two from 9", () => {
    expect([4, 5, 8, 9, 14].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
  });

  it("counts a missing, extra, wrong or swapped letter as one edit", () => {
    expect(editDistance("devloper", "developer", 2)).toBe(1);
    expect(editDistance("developper", "developer", 2)).toBe(1);
    expect(editDistance("devaloper", "developer", 2)).toBe(1);
    expect(editDistance("devleoper", "developer", 2)).toBe(1);
    expect(editDistance("acount", "account", 1)).toBe(1);
    expect(editDistance("grafic", "graphic", 1)).toBe(2);
    expect(editDistance("kitten", "sitting", 5)).toBe(3);
  });

  it("finds the words within budget, fewest typos then commonest first, and not the word itself", () => {
    const dictionary = new TypoDictionary();
    for (const word of ["developer", "developer", "developers", "development", "designer", "gráfico"])
      dictionary.add(word.normalize("NFD").replace(/\p{M}/gu, ""), word);
    expect(dictionary.near("devloper").map((n) => n.word)).toEqual(["developer"]);
    expect(dictionary.near("devlopers").map((n) => [n.word, n.typos])).toEqual([
      ["developers", 1],
      ["developer", 2],
    ]);
    expect(dictionary.near("grafic")).toEqual([{ word: "grafico", display: "gráfico", typos: 1 }]);
    expect(dictionary.near("developer").map((n) => n.word)).toEqual(["developers"]);
    // Short words carry no typo, and a first-letter typo counts as two.
    expect(dictionary.near("desk")).toEqual([]);
    expect(dictionary.near("xevloper")).toEqual([]);
    expect(dictionary.near("xeveloper").map((n) => [n.word, n.typos])).toEqual([["developer", 2]]);
    expect(dictionary.near("xevelopers").map((n) => n.word)).toEqual(["developers"]);
  });
});
