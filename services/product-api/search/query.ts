import type { QueryClause, TextQuery } from "./job-index";
import { words } from "./text";

// Turns what a visitor types into clauses for the job index:
//   "data analyst"  -> a phrase (matched in PostgreSQL, see phraseTsquery)
//   -senior         -> excluded
//   a or b          -> either (binds tighter than the implicit AND, as on search engines)
//   last bare word  -> a prefix (devel -> developer) so a half-typed word still matches

const MAX_INPUT = 200;
const MAX_CLAUSES = 12;
const MAX_PHRASE_WORDS = 8;
const MIN_PREFIX_LENGTH = 2;

interface Token {
  words: string[];
  negated: boolean;
  quoted: boolean;
}

function tokenize(input: string): (Token | "or")[] {
  const tokens: (Token | "or")[] = [];
  const pattern = /(-?)"([^"]*)"?|(\S+)/g;
  for (const match of input.slice(0, MAX_INPUT).matchAll(pattern)) {
    const [, dash, phrase, bare] = match;
    if (phrase !== undefined) {
      const found = words(phrase).slice(0, MAX_PHRASE_WORDS);
      if (found.length) tokens.push({ words: found, negated: dash === "-", quoted: true });
      continue;
    }
    if (/^(or|\|)$/i.test(bare)) {
      tokens.push("or");
      continue;
    }
    const negated = bare.length > 1 && bare.startsWith("-");
    const found = words(negated ? bare.slice(1) : bare).slice(0, MAX_PHRASE_WORDS);
    if (found.length) tokens.push({ words: found, negated, quoted: false });
  }
  return tokens;
}

export function parseSearchQuery(input: string): TextQuery {
  const tokens = tokenize(input);
  const kept = tokens.filter((t): t is Token => t !== "or").slice(0, MAX_CLAUSES);
  const isBareWord = (t: Token) => !t.negated && !t.quoted && t.words.length === 1;
  const prefixed = kept.filter(isBareWord).at(-1);
  const clause = (t: Token): QueryClause => ({
    words: t.words,
    prefix: t === prefixed && t.words[0].length >= MIN_PREFIX_LENGTH,
  });

  const groups: QueryClause[][] = [];
  const negatives: QueryClause[] = [];
  let orPending = false;
  for (const token of tokens) {
    if (token === "or") {
      orPending = groups.length > 0;
      continue;
    }
    if (!kept.includes(token)) continue;
    if (token.negated) negatives.push(clause(token));
    else if (orPending) groups[groups.length - 1].push(clause(token));
    else groups.push([clause(token)]);
    orPending = false;
  }
  return { groups, negatives };
}

/** The phrases of a query (clauses of several words), which the index leaves to PostgreSQL. */
export const phrasesOf = (query: TextQuery): QueryClause[] =>
  [...query.groups.flat(), ...query.negatives].filter((c) => c.words.length > 1);

/** tsquery text of a phrase: every word single-quoted, so nothing typed reaches the tsquery parser. */
export const phraseTsquery = (clause: QueryClause) =>
  clause.words.map((word) => `'${word.replace(/'/g, "")}'`).join(" <-> ");

/** The query as typed with each corrected word (words() form) replaced, for "Did you mean …". */
export function correctedQuery(input: string, corrections: [typed: string, meant: string][]): string {
  const meant = new Map(corrections);
  return input
    .slice(0, MAX_INPUT)
    .trim()
    .split(/\s+/)
    .map((token) => {
      const found = words(token);
      return found.length === 1 && meant.has(found[0])
        ? token.replace(/[^-"]+/, meant.get(found[0])!)
        : token;
    })
    .join(" ");
}
