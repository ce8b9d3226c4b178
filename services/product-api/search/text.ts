import { stemmer as arabicStemmer } from "@orama/stemmers/arabic";
import { stemmer as frenchStemmer } from "@orama/stemmers/french";
import { stemmer as portugueseStemmer } from "@orama/stemmers/portuguese";
import type { JobLanguage } from "../lib/job-values";

// How job text and search text become terms, the same way on both sides. A word keeps letters,
// digits and a few inner joiners (node.js, front-end, c#), loses its accents (côte -> cote) and
// Arabic diacritics, and is lower-cased. Each word is indexed as typed, as its stem in the job's
// language (internships -> internship, développeurs -> developpeur) and, for joined words, as its
// parts (front-end -> front, end).
//
// Stemmers: English folds inflections only (plurals, -ing, -ed: englishInflections below): Porter's
// stemmer made developer and development, accountant and account one word, and a stem's cousin is
// not the job asked for. French, Portuguese and Arabic come from @orama/stemmers: Snowball's algorithms, maintained in the
// Orama monorepo, one ~10 KB module per language with no dependencies (snowball-stemmers bundles
// every language in one file and has not moved in years; natural and nlp.js weigh megabytes).
// Swahili has no stemmer worth the name there or elsewhere on npm, so its words match as typed.

const ASCII = /^[\x00-\x7f]*$/;
// A word starts with a letter, digit, + or # and may go on with inner joiners; trailing joiners are cut.
const ASCII_WORD = /[a-z0-9+#][a-z0-9.\-_+#@/]*/g;
const WORD = /[\p{L}\p{N}+#][\p{L}\p{N}.\-_+#@/]*/gu;
const TRAILING_JOINERS = /[.\-_/@]+$/;
const HAS_ALNUM = /[\p{L}\p{N}]/u;

// After accents and marks are gone (NFD folds أ إ آ to ا, ؤ to و, ئ to ي; tashkeel are marks): the
// letters that are written either way. Tatweel is a stretch, not a letter; ى is written for ي and ة
// for ه at the end of words often enough that both sides fold them (as Larkey et al.'s light
// stemmers do); ٱ is an alef; Arabic-Indic digits are digits; œ and æ are two letters in a search box.
const FOLDED: Record<string, string> = { "\u0640": "", ى: "ي", ة: "ه", ٱ: "ا", œ: "oe", æ: "ae" };
for (let d = 0; d < 10; d++)
  FOLDED[String.fromCharCode(0x0660 + d)] = FOLDED[String.fromCharCode(0x06f0 + d)] = String(d);
const FOLDABLE = new RegExp(`[${Object.keys(FOLDED).join("")}]`, "g");

/** The words of a text, in order. */
export function words(text: string): string[] {
  const ascii = ASCII.test(text);
  const clean = ascii
    ? text.toLowerCase()
    : text
        .normalize("NFD")
        .replace(/\p{M}+/gu, "")
        .toLowerCase()
        .replace(FOLDABLE, (c) => FOLDED[c]);
  const found = clean.match(ascii ? ASCII_WORD : WORD) ?? [];
  const result: string[] = [];
  for (const match of found) {
    const word = match.replace(TRAILING_JOINERS, "");
    if (HAS_ALNUM.test(word)) result.push(word);
  }
  return result;
}

const LATIN = /^[a-z]{3,}$/;
const ARABIC = /^[\u0621-\u064a]{3,}$/u;
// Snowball's Arabic stemmer drops a leading و (and) from "وظيفه" but not from "الوظيفه" once it took
// the article off, so a word and its definite form would stem apart: the article goes first.
const ARTICLE = /^(?:وال|بال|كال|فال|ال|لل)(?=[\u0621-\u064a]{3})/u;

const VOWEL = /[aeiouy]/;
const UNDOUBLE = /([b-df-hj-km-np-rtv-xz])\1$/;

/**
 * An English word without its inflection: plurals (companies -> company, analysts -> analyst, but
 * status, analysis and business stay), -ing and -ed where a vowel is left (engineering -> engineer,
 * planned -> plan). Nothing derivational: developer, development and developing stay apart.
 */
function englishInflections(word: string): string {
  const n = word.length;
  if (n <= 3) return word;
  if (word.endsWith("ies") && n > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("sses")) return word.slice(0, -2);
  if (word.endsWith("s") && !/(?:ss|us|is|'s)$/.test(word)) return word.slice(0, -1);
  const ending = word.endsWith("ing") && n > 5 ? 3 : word.endsWith("ed") && n > 4 ? 2 : 0;
  if (ending === 0) return word;
  const stem = word.slice(0, -ending);
  if (!VOWEL.test(stem)) return word;
  return UNDOUBLE.test(stem) && !/(?:ll|ss|zz)$/.test(stem) ? stem.slice(0, -1) : stem;
}

interface Stemmer {
  applies: RegExp;
  stem(word: string): string;
}
const STEMMERS: Partial<Record<JobLanguage, Stemmer>> = {
  en: { applies: LATIN, stem: englishInflections },
  fr: { applies: LATIN, stem: frenchStemmer },
  pt: { applies: LATIN, stem: portugueseStemmer },
  ar: { applies: ARABIC, stem: (word) => arabicStemmer(word.replace(ARTICLE, "")) },
};
const STEMMED = Object.keys(STEMMERS) as JobLanguage[];

const MAX_STEM_CACHE = 100_000;
const stemCaches = new Map<JobLanguage, Map<string, string>>(STEMMED.map((l) => [l, new Map()]));

/** The stem of a word in a language; words it has no stem for (other scripts, digits) are their own. */
export function stemOf(word: string, language: JobLanguage): string {
  const stemmer = STEMMERS[language];
  if (!stemmer || !stemmer.applies.test(word)) return word;
  const cache = stemCaches.get(language)!;
  let result = cache.get(word);
  if (result === undefined) {
    result = stemmer.stem(word);
    if (cache.size < MAX_STEM_CACHE) cache.set(word, result);
  }
  return result;
}

// A stem that differs from its word is indexed under "<language>:<stem>" (no word holds a colon), so
// a French stem only ever meets French jobs' words. A stem equal to its word adds nothing: the word
// itself is the term, and a query looks its stems up bare as well (queryTerms). That keeps the index
// as large as with one language, and English jobs' terms as they were.
const stemTerm = (language: JobLanguage, stem: string) => `${language}:${stem}`;

/** Every term a word of a job in `language` is indexed under. */
export function termsOfWord(word: string, language: JobLanguage): string[] {
  const terms = new Set([word]);
  const add = (w: string) => {
    const stem = stemOf(w, language);
    terms.add(w);
    if (stem !== w) terms.add(stemTerm(language, stem));
  };
  add(word);
  if (/[.\-_+#@/]/.test(word))
    for (const part of word.split(/[.\-_+#@/]+/)) if (HAS_ALNUM.test(part)) add(part);
  return [...terms];
}

/** A term a searched word looks up; `language`: only in jobs written in it. */
export interface QueryTerm {
  term: string;
  language?: JobLanguage;
}

const queryCache = new Map<string, QueryTerm[]>();

/**
 * The terms a searched word matches, whatever the language of the seeker and of each job: the word as
 * typed, and its stem in every language with a stemmer, both as that language's stem term (job words
 * that stem to it) and bare in that language's jobs only (a job word that is its own stem: French
 * "accountant" stems to "account", which is not an English job's word for it). Stemming the query in
 * each language at once keeps matching a few lookups of merged, cached postings, where stemming by
 * each job's language would touch every candidate job.
 */
export function queryTerms(word: string): QueryTerm[] {
  let terms = queryCache.get(word);
  if (terms === undefined) {
    terms = [{ term: word }];
    for (const language of STEMMED) {
      if (!STEMMERS[language]!.applies.test(word)) continue;
      const stem = stemOf(word, language);
      terms.push({ term: stemTerm(language, stem) });
      if (stem !== word) terms.push({ term: stem, language });
    }
    if (queryCache.size >= MAX_STEM_CACHE) queryCache.clear();
    queryCache.set(word, terms);
  }
  return terms;
}
