import { words } from "../text";
import { INTERNSHIP } from "./internship-words";
import { labelKey, labelMatcher, type Concept } from "./labels";

const CONCEPTS: Concept[] = [
  { id: "software-developer", labels: { en: ["developer", "software developer"], fr: ["développeur"] } },
  {
    id: "frontend-developer",
    broader: "software-developer",
    labels: { en: ["frontend developer", "front-end developer"], fr: ["développeur front-end"] },
  },
  {
    id: "graphic-designer",
    labels: { en: ["graphic designer"], pt: ["designer gráfico"], ar: ["مصمم جرافيك"] },
  },
];
const keysOf = (text: string) => words(text).map(labelKey);

describe("labels", () => {
  const matcher = labelMatcher(CONCEPTS);

  it("finds the longest label, in any order and any of its languages, with its broader concept", () => {
    expect(matcher.spans(keysOf("Senior Frontend Developers"))).toEqual([
      { start: 1, end: 3, ids: ["frontend-developer"], broader: ["software-developer"] },
    ]);
    expect(matcher.spans(keysOf("Développeur Front-End (H/F)"))[0].ids).toEqual(["frontend-developer"]);
    expect(matcher.spans(keysOf("Designer Gráfico Júnior"))[0].ids).toEqual(["graphic-designer"]);
    expect(matcher.spans(keysOf("grafico designer"))[0].ids).toEqual(["graphic-designer"]);
    expect(matcher.spans(keysOf("مصمم الجرافيك"))[0].ids).toEqual(["graphic-designer"]);
    expect(matcher.spans(keysOf("developer nairobi"))).toEqual([
      { start: 0, end: 1, ids: ["software-developer"], broader: [] },
    ]);
    expect(matcher.spans(keysOf("graphic design"))).toEqual([]);
  });

  it("knows the words of its labels", () => {
    expect(matcher.knows(labelKey("designers"))).toBe(true);
    expect(matcher.knows(labelKey("accountant"))).toBe(false);
  });

  it("keys plurals and Arabic articles alike, and leaves short words and -ss, -us, -is alone", () => {
    expect(
      ["analysts", "analyst", "business", "status", "analysis", "bus", "الجرافيك"].map(labelKey),
    ).toEqual(["analyst", "analyst", "business", "status", "analysis", "bus", "جرافيك"]);
  });

  it("reads internship words in each language, several words long", () => {
    const internship = labelMatcher([INTERNSHIP]);
    for (const text of ["stage", "estágio", "mafunzo kwa vitendo", "تدريب", "internship"])
      expect(internship.spans(keysOf(text))).toEqual([
        { start: 0, end: keysOf(text).length, ids: ["internship"], broader: [] },
      ]);
    expect(internship.spans(keysOf("stage marketing dakar"))).toEqual([
      { start: 0, end: 1, ids: ["internship"], broader: [] },
    ]);
  });
});
