import { JOB_LANGUAGES } from "../../lib/job-values";
import { DEMO_JOB_COUNT } from "../../seed/seed";
import { generateJob } from "../../seed/generate";
import { words } from "../text";
import { INTERNSHIP } from "./internship-words";
import { isLinkingWord, labelKey, labelMatcher } from "./labels";
import { OCCUPATIONS } from "./occupations";

// The vocabulary is data a native speaker can extend: these are the rules an edit must keep.

const bag = (label: string) =>
  words(label)
    .map(labelKey)
    .filter((key) => !isLinkingWord(key))
    .sort()
    .join(" ");
const LEVEL_WORDS =
  /\b(?:senior|junior|lead|intern|volunteer|stagiaire|stage|b[ée]n[ée]vole|est[áa]gio|estagi[áa]ri[oa]|volunt[áa]ri[oa]|mafunzo|mwandamizi|kujitolea|متطوع|متدرب|تدريب)\b/i;

describe("the occupation vocabulary", () => {
  const ids = OCCUPATIONS.map((o) => o.id);

  it("has unique ids, an ISCO-08 group each, and broader roles that exist, without cycles", () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const occupation of OCCUPATIONS) {
      expect({ id: occupation.id, isco: /^\d{4}$/.test(occupation.isco) }).toEqual({
        id: occupation.id,
        isco: true,
      });
      const seen = new Set([occupation.id]);
      for (let up = occupation.broader; up; up = OCCUPATIONS.find((o) => o.id === up)?.broader) {
        expect(ids).toContain(up);
        expect(seen.has(up)).toBe(false);
        seen.add(up);
      }
    }
  });

  it("labels every role in every language, without level words, and no label names two roles", () => {
    const owner = new Map<string, string>();
    for (const { id, labels } of OCCUPATIONS)
      for (const language of JOB_LANGUAGES) {
        expect({ id, language, labels: labels[language].length > 0 }).toEqual({ id, language, labels: true });
        for (const label of labels[language]) {
          expect({ id, label, level: LEVEL_WORDS.test(label) }).toEqual({ id, label, level: false });
          const key = bag(label);
          if (owner.has(key) && owner.get(key) !== id)
            throw new Error(`"${label}" names ${id} and ${owner.get(key)}`);
          owner.set(key, id);
        }
      }
  });

  it("tags every demo posting's title with a role, and covers a hundred roles beyond them", () => {
    const matcher = labelMatcher(OCCUPATIONS);
    const tagged = new Set<string>();
    const now = new Date();
    for (let i = 0; i < DEMO_JOB_COUNT; i++) {
      const { title } = generateJob(i, now);
      const spans = matcher.spans(words(title).map(labelKey));
      expect({ title, roles: spans.length > 0 }).toEqual({ title, roles: true });
      for (const span of spans) for (const id of span.ids) tagged.add(id);
    }
    expect(OCCUPATIONS.length - tagged.size).toBeGreaterThanOrEqual(100);
  });

  it("names internships in every language", () => {
    for (const language of JOB_LANGUAGES) expect(INTERNSHIP.labels[language]?.length).toBeGreaterThan(0);
  });
});
