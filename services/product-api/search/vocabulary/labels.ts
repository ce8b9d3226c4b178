import type { JobLanguage } from "../../lib/job-values";
import { words } from "../text";

// Finds the roles (occupations.ts) and the internship words in a run of words, whatever their order
// ("designer gráfico", "graphic designer") and in any of our languages: a posting's title when it is
// indexed, a seeker's query when it is searched.

/** A concept of a vocabulary: an id and its labels in each language. */
export interface Concept {
  id: string;
  broader?: string;
  labels: Partial<Record<JobLanguage, string[]>>;
}

export interface Span {
  /** Words [start, end) of the run. */
  start: number;
  end: number;
  /** The concepts named (one, unless a label is shared). */
  ids: string[];
  /** Their broader concepts. */
  broader: string[];
}

const ARTICLE = /^(?:وال|بال|كال|فال|ال|لل)(?=[\u0621-\u064a]{3})/u;

/**
 * A word as labels are compared: its words() form without an Arabic article or a Latin plural
 * ending (designers, analistas, réceptionnistes), so that one label stands for its plural as well.
 */
export function labelKey(word: string): string {
  if (ARTICLE.test(word)) return word.replace(ARTICLE, "");
  if (word.length > 3 && /^[a-z]+s$/.test(word) && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

// Little words a label may be written with or without ("fundi wa umeme wa jua", "ingénieur en génie
// civil", "técnico de vendas"): left out of the comparison, allowed inside a match.
const LINKING = new Set(
  "a an and of the for in de d du des la le les l en et da do das dos e em para wa ya la za cha vya na ل و في".split(
    " ",
  ),
);
/** Whether a word is one of the little linking words ("de", "wa", "of"). */
export const isLinkingWord = (word: string) => LINKING.has(word);

const bagOf = (keys: string[]) =>
  keys
    .filter((key) => !LINKING.has(key))
    .sort()
    .join(" ");

export interface LabelMatcher {
  /** The longest labels in `keys` (labelKey forms), left to right, not overlapping. */
  spans(keys: string[]): Span[];
  /** Whether a word (labelKey form) is part of any label (little linking words aside). */
  knows(key: string): boolean;
}

export function labelMatcher(concepts: readonly Concept[]): LabelMatcher {
  const byBag = new Map<string, string[]>();
  const known = new Set<string>();
  const broader = new Map(concepts.map((c) => [c.id, c.broader]));
  let longest = 1;
  for (const concept of concepts)
    for (const labels of Object.values(concept.labels))
      for (const label of labels ?? []) {
        const keys = words(label).map(labelKey);
        const bag = bagOf(keys);
        if (bag === "") continue;
        for (const key of keys) if (!LINKING.has(key)) known.add(key);
        longest = Math.max(longest, keys.length + 2);
        const ids = byBag.get(bag) ?? [];
        if (!ids.includes(concept.id)) ids.push(concept.id);
        byBag.set(bag, ids);
      }
  /** Every concept above these, nearest first (a chain: motion designer, graphic designer, designer). */
  const broaderOf = (ids: string[]) => {
    const found: string[] = [];
    for (let id of ids)
      while ((id = broader.get(id)!) && !ids.includes(id) && !found.includes(id)) found.push(id);
    return found;
  };
  return {
    knows: (key) => known.has(key),
    spans(keys) {
      const found: Span[] = [];
      let start = 0;
      while (start < keys.length) {
        let span: Span | null = null;
        for (let length = Math.min(longest, keys.length - start); length > 0 && !span; length--) {
          if (LINKING.has(keys[start]) || LINKING.has(keys[start + length - 1])) continue;
          const ids = byBag.get(bagOf(keys.slice(start, start + length)));
          if (ids) span = { start, end: start + length, ids, broader: broaderOf(ids) };
        }
        if (span) found.push(span);
        start = span ? span.end : start + 1;
      }
      return found;
    },
  };
}
