// Typo tolerance on titles and skills, by Meilisearch's rule: no typo in a word under 5 letters, one
// from 5, two from 9; a typo on the first letter counts as two. A transposition (devlepoer) is one.

export const typoBudget = (length: number) => (length >= 9 ? 2 : length >= 5 ? 1 : 0);

/** The optimal string alignment distance of a and b, or budget + 1 once it is over budget. */
export function editDistance(a: string, b: string, budget: number): number {
  if (Math.abs(a.length - b.length) > budget) return budget + 1;
  let before = new Int32Array(b.length + 1);
  let previous = Int32Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2] + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > budget) return budget + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length];
}

export interface NearWord {
  word: string;
  /** As first seen in a posting (accents and all), for "Did you mean". */
  display: string;
  typos: number;
}

/** The words of titles and skills, with how many postings used each, to correct a query's words. */
export class TypoDictionary {
  private words = new Map<string, { count: number; display: string }>();
  /** The words by length, then by first letter; rebuilt after a new word. */
  private byLength: Map<number, Map<string, string[]>> | null = null;
  /** Answers of near(), until a new word comes. */
  private answers = new Map<string, NearWord[]>();

  add(word: string, display = word) {
    const entry = this.words.get(word);
    if (entry) entry.count++;
    else {
      this.words.set(word, { count: 1, display });
      this.byLength = null;
    }
    if (this.answers.size > 0) this.answers.clear();
  }

  /** The words within `word`'s typo budget, fewest typos first, then the commonest. */
  near(word: string): NearWord[] {
    const budget = typoBudget(word.length);
    if (budget === 0) return [];
    let answer = this.answers.get(word);
    if (answer) return answer;
    if (!this.byLength) {
      this.byLength = new Map();
      for (const known of this.words.keys()) {
        const byLetter = this.byLength.get(known.length) ?? new Map<string, string[]>();
        this.byLength.set(known.length, byLetter);
        const list = byLetter.get(known[0]) ?? [];
        byLetter.set(known[0], list);
        list.push(known);
      }
    }
    const found: (NearWord & { count: number })[] = [];
    const consider = (known: string) => {
      if (known === word) return;
      const firstLetter = known[0] === word[0] ? 0 : 1;
      const typos = editDistance(word, known, budget - firstLetter) + firstLetter;
      if (typos > budget) return;
      const { count, display } = this.words.get(known)!;
      found.push({ word: known, display, typos, count });
    };
    for (let length = word.length - budget; length <= word.length + budget; length++) {
      const byLetter = this.byLength.get(length);
      if (!byLetter) continue;
      // With one typo to spend, the first letter is right (a wrong one costs two).
      if (budget === 1) for (const known of byLetter.get(word[0]) ?? []) consider(known);
      else for (const list of byLetter.values()) for (const known of list) consider(known);
    }
    answer = found
      .sort((a, b) => a.typos - b.typos || b.count - a.count || a.word.localeCompare(b.word))
      .map(({ word: w, display, typos }) => ({ word: w, display, typos }));
    if (this.answers.size >= 10_000) this.answers.clear();
    this.answers.set(word, answer);
    return answer;
  }
}
