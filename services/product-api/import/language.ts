import { JOB_LANGUAGES, type JobLanguage } from "../lib/job-values";

// Which of Kazi's five languages a job is written in, when the feed does not say: Arabic by its
// script, the others by their most common short words. A few hundred words of a job ad are plenty
// for this; a text with too few known words stays English, the default.

const WORDS: Record<Exclude<JobLanguage, "ar">, string[]> = {
  en: [
    "the",
    "and",
    "of",
    "to",
    "in",
    "you",
    "we",
    "with",
    "for",
    "our",
    "will",
    "are",
    "is",
    "your",
    "a",
    "an",
    "on",
    "as",
    "be",
    "this",
  ],
  fr: [
    "le",
    "la",
    "les",
    "des",
    "et",
    "de",
    "du",
    "un",
    "une",
    "vous",
    "nous",
    "pour",
    "avec",
    "dans",
    "est",
    "sur",
    "au",
    "aux",
    "votre",
    "notre",
  ],
  pt: [
    "o",
    "os",
    "as",
    "e",
    "de",
    "do",
    "da",
    "dos",
    "das",
    "um",
    "uma",
    "para",
    "com",
    "em",
    "no",
    "na",
    "você",
    "nós",
    "não",
    "são",
  ],
  sw: [
    "na",
    "wa",
    "ya",
    "kwa",
    "za",
    "katika",
    "ni",
    "kazi",
    "cha",
    "la",
    "yako",
    "wetu",
    "sisi",
    "wewe",
    "kama",
    "hii",
    "kuwa",
    "pia",
    "au",
    "zaidi",
  ],
};
const SETS = Object.entries(WORDS).map(
  ([language, words]) => [language as JobLanguage, new Set(words)] as const,
);

/** The declared language when it is one of Kazi's ("fr-SN" counts as fr), else the detected one. */
export function jobLanguage(text: string, declared?: string | null): JobLanguage {
  const primary = declared?.trim().toLowerCase().split(/[-_]/)[0];
  const known = JOB_LANGUAGES.find((language) => language === primary);
  return known ?? detectLanguage(text);
}

export function detectLanguage(text: string): JobLanguage {
  const letters = text.match(/\p{L}/gu) ?? [];
  const arabic = text.match(/\p{Script=Arabic}/gu) ?? [];
  if (letters.length > 0 && arabic.length / letters.length > 0.3) return "ar";
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const scores = new Map<JobLanguage, number>();
  for (const word of words.slice(0, 2000))
    for (const [language, set] of SETS)
      if (set.has(word)) scores.set(language, (scores.get(language) ?? 0) + 1);
  let best: JobLanguage = "en";
  let bestScore = 2;
  for (const [language, score] of scores) if (score > bestScore) [best, bestScore] = [language, score];
  return best;
}
