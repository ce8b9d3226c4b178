// Turns what a visitor types into tsquery text without ever handing raw input to to_tsquery:
// every word is reduced to letters, digits and a few inner joiners (node.js, front-end, c#), then
// single-quoted, so no operator, quote or backslash of the visitor's can reach the query parser.
//   "data analyst"  -> phrase ('data' <-> 'analyst')
//   -senior         -> excluded
//   a or b          -> a | b   (binds tighter than the implicit AND, as on search engines)
//   last bare word  -> prefix ('devel':*) so a half-typed word still matches

export interface ParsedSearch {
  /** tsquery text every result must match, or null when only exclusions were given. */
  positive: string | null;
  /** tsquery text of everything excluded (joined with |), or null. */
  negative: string | null;
}

interface Clause {
  words: string[];
  negated: boolean;
  quoted: boolean;
}

const MAX_INPUT = 200;
const MAX_CLAUSES = 12;
const MAX_PHRASE_WORDS = 8;
const MIN_PREFIX_LENGTH = 2;

function toWords(chunk: string): string[] {
  return chunk
    .split(/[^\p{L}\p{N}\p{M}.\-_+#@/]+/u)
    .map((word) => word.replace(/^[.\-_/@]+|[.\-_/@]+$/g, "").toLowerCase())
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, MAX_PHRASE_WORDS);
}

type Token = Clause | "or";

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /(-?)"([^"]*)"?|(\S+)/g;
  for (const match of input.slice(0, MAX_INPUT).matchAll(pattern)) {
    const [, dash, phrase, bare] = match;
    if (phrase !== undefined) {
      const words = toWords(phrase);
      if (words.length) tokens.push({ words, negated: dash === "-", quoted: true });
      continue;
    }
    if (/^(or|\|)$/i.test(bare)) {
      tokens.push("or");
      continue;
    }
    const negated = bare.length > 1 && bare.startsWith("-");
    const words = toWords(negated ? bare.slice(1) : bare);
    if (words.length) tokens.push({ words, negated, quoted: false });
  }
  return tokens;
}

const quote = (word: string) => `'${word}'`;

function render(clause: Clause, prefix: boolean): string {
  if (clause.words.length === 1) return quote(clause.words[0]) + (prefix ? ":*" : "");
  return `(${clause.words.map(quote).join(" <-> ")})`;
}

export function parseSearchQuery(input: string): ParsedSearch {
  const tokens = tokenize(input);
  const clauses = tokens.filter((t): t is Clause => t !== "or").slice(0, MAX_CLAUSES);
  const isBareWord = (c: Clause) => !c.negated && !c.quoted && c.words.length === 1;
  const prefixed = clauses.filter(isBareWord).at(-1);

  const groups: Clause[][] = [];
  const negatives: Clause[] = [];
  let orPending = false;
  for (const token of tokens) {
    if (token === "or") {
      orPending = groups.length > 0;
      continue;
    }
    if (!clauses.includes(token)) continue;
    if (token.negated) negatives.push(token);
    else if (orPending) groups[groups.length - 1].push(token);
    else groups.push([token]);
    orPending = false;
  }

  const renderOne = (c: Clause) => render(c, c === prefixed && c.words[0].length >= MIN_PREFIX_LENGTH);
  const positive = groups
    .map((group) => (group.length === 1 ? renderOne(group[0]) : `(${group.map(renderOne).join(" | ")})`))
    .join(" & ");
  const negative = negatives.map((c) => render(c, false)).join(" | ");
  return { positive: positive || null, negative: negative || null };
}
