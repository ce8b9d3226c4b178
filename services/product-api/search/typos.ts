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
  private byLength: Map<number, string[]> | null = null;

  add(word: string, display = word) {
    const entry = this.words.get(word);
    if (entry) entry.count++;
    else {
      this.words.set(word, { count: 1, display });
      this.byLength = null;
    }
  }

  /** The words within `word`'s typo budget, fewest typos first, then the commonest. */
  near(word: string): NearWord[] {
    const budget = typoBudget(word.length);
    if (budget === 0) return [];
    if (!this.byLength) {
      this.byLength = new Map();
      for (const known of this.words.keys()) {
        const list = this.byLength.get(known.length) ?? [];
        list.push(known);
        this.byLength.set(known.length, list);
      }
    }
    const found: (NearWord & { count: number })[] = [];
    for (let length = word.length - budget; length <= word.length + budget; length++)
      for (const known of this.byLength.get(length) ?? []) {
        if (known === word) continue;
        const firstLetter = known[0] === word[0] ? 0 : 1;
        const typos = editDistance(word, known, budget - firstLetter) + firstLetter;
        if (typos > budget) continue;
        const { count, display } = this.words.get(known)!;
        found.push({ word: known, display, typos, count });
      }
    return found
      .sort((a, b) => a.typos - b.typos || b.count - a.count || a.word.localeCompare(b.word))
      .map(({ word: w, display, typos }) => ({ word: w, display, typos }));
  }
}
