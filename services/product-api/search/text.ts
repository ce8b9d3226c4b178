import { stemmer } from "stemmer";

// How job text and search text become terms, the same way on both sides. A word keeps letters,
// digits and a few inner joiners (node.js, front-end, c#), loses its accents (côte -> cote) and is
// lower-cased. Each word is indexed as typed, as its English stem (internships -> internship,
// developer -> develop) and, for joined words, as its parts (front-end -> front, end).

const ASCII = /^[\x00-\x7f]*$/;
// A word starts with a letter, digit, + or # and may go on with inner joiners; trailing joiners are cut.
const ASCII_WORD = /[a-z0-9+#][a-z0-9.\-_+#@/]*/g;
const WORD = /[\p{L}\p{N}+#][\p{L}\p{N}.\-_+#@/]*/gu;
const TRAILING_JOINERS = /[.\-_/@]+$/;
const HAS_ALNUM = /[\p{L}\p{N}]/u;

/** The words of a text, in order. */
export function words(text: string): string[] {
  const ascii = ASCII.test(text);
  const clean = (ascii ? text : text.normalize("NFD").replace(/\p{M}+/gu, "")).toLowerCase();
  const found = clean.match(ascii ? ASCII_WORD : WORD) ?? [];
  const result: string[] = [];
  for (const match of found) {
    const word = match.replace(TRAILING_JOINERS, "");
    if (HAS_ALNUM.test(word)) result.push(word);
  }
  return result;
}

const stems = new Map<string, string>();
const MAX_STEM_CACHE = 200_000;

/** The English stem of a plain word (letters only); other words are their own stem. */
function stem(word: string): string {
  if (!/^[a-z]{3,}$/.test(word)) return word;
  let result = stems.get(word);
  if (result === undefined) {
    result = stemmer(word);
    if (stems.size < MAX_STEM_CACHE) stems.set(word, result);
  }
  return result;
}

/** Every term a word is indexed under. */
export function termsOfWord(word: string): string[] {
  const terms = new Set([word, stem(word)]);
  if (/[.\-_+#@/]/.test(word))
    for (const part of word.split(/[.\-_+#@/]+/)) if (HAS_ALNUM.test(part)) terms.add(part).add(stem(part));
  return [...terms];
}

/** The terms a searched word matches: the word as typed and its stem. */
export function queryTerms(word: string): string[] {
  const s = stem(word);
  return s === word ? [word] : [word, s];
}
