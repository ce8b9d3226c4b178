import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import {
  isPluralElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
  parse,
  TYPE,
} from "@formatjs/icu-messageformat-parser";
import ts from "typescript";
import { DEFAULT_LOCALE, type Locale, LOCALES, PREFIXED_LOCALES } from "./locales";

// The catalogues' rules (docs/languages.md, "Messages"): every language has exactly the English keys;
// every message parses as ICU MessageFormat, names the same arguments and tags as its English one, and
// has the plural forms its language needs; and every key is used: its name is a string literal in the
// code. Each failure names the language and the key.

type Catalogue = { [key: string]: string | Catalogue };

const ROOT = process.cwd();
const read = (locale: Locale): Catalogue =>
  JSON.parse(readFileSync(join(ROOT, "messages", `${locale}.json`), "utf8"));
const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, read(locale)])) as Record<
  Locale,
  Catalogue
>;

/** Every message of a catalogue by its full key ("privacy.title"). */
function flatten(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat.set(path, value);
    else for (const [inner, message] of flatten(value, path)) flat.set(inner, message);
  }
  return flat;
}

const messages = Object.fromEntries(LOCALES.map((locale) => [locale, flatten(catalogues[locale])])) as Record<
  Locale,
  Map<string, string>
>;
const english = messages[DEFAULT_LOCALE];

interface Shape {
  /** Argument names ({product}, {count, plural, …}) and tags (<link>), e.g. "{product}", "<link>". */
  names: Set<string>;
  plurals: { name: string; ordinal: boolean; options: string[] }[];
}

function shape(elements: MessageFormatElement[], into: Shape = { names: new Set(), plurals: [] }): Shape {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (isTagElement(element)) {
      into.names.add(`<${element.value}>`);
      shape(element.children, into);
      continue;
    }
    into.names.add(`{${element.value}}`);
    if (isPluralElement(element)) {
      into.plurals.push({
        name: element.value,
        ordinal: element.pluralType === "ordinal",
        options: Object.keys(element.options),
      });
    }
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) shape(option.value, into);
    }
  }
  return into;
}

/** A message's shape, or the parser's error. */
function parsed(message: string): Shape | Error {
  try {
    return shape(parse(message));
  } catch (error) {
    return error as Error;
  }
}

/** The plural categories a language's counts from 0 to 1000 fall into, with the counts of each. */
function neededCategories(locale: Locale, ordinal: boolean): Map<string, number[]> {
  const rules = new Intl.PluralRules(locale, { type: ordinal ? "ordinal" : "cardinal" });
  const needed = new Map<string, number[]>();
  for (let n = 0; n <= 1000; n++) {
    const category = rules.select(n);
    needed.set(category, [...(needed.get(category) ?? []), n]);
  }
  return needed;
}

/** What is wrong with the plurals of `message` in `locale`: a category without a form (nor `=n` for each of its counts). */
function pluralProblems(locale: Locale, key: string, { plurals }: Shape): string[] {
  const problems: string[] = [];
  for (const { name, ordinal, options } of plurals) {
    if (!options.includes("other")) problems.push(`${locale}: ${key}: {${name}} has no "other" form`);
    for (const [category, counts] of neededCategories(locale, ordinal)) {
      if (options.includes(category)) continue;
      const uncovered = counts.filter((n) => !options.includes(`=${n}`));
      if (uncovered.length > 0) {
        problems.push(
          `${locale}: ${key}: {${name}} lacks the plural form "${category}" (for ${uncovered.slice(0, 5).join(", ")}${uncovered.length > 5 ? ", …" : ""})`,
        );
      }
    }
  }
  return problems;
}

describe("message catalogues", () => {
  it.each(PREFIXED_LOCALES)("%s has exactly the English keys", (locale) => {
    const keys = messages[locale];
    const missing = [...english.keys()]
      .filter((key) => !keys.has(key))
      .map((key) => `${locale} lacks ${key}`);
    const extra = [...keys.keys()]
      .filter((key) => !english.has(key))
      .map((key) => `${locale} has extra ${key}`);
    expect([...missing, ...extra]).toEqual([]);
  });

  it.each(LOCALES)("every %s message parses, with its language's plural forms", (locale) => {
    const problems: string[] = [];
    for (const [key, message] of messages[locale]) {
      const result = parsed(message);
      if (result instanceof Error) problems.push(`${locale}: ${key} does not parse: ${result.message}`);
      else problems.push(...pluralProblems(locale, key, result));
    }
    expect(problems).toEqual([]);
  });

  it.each(PREFIXED_LOCALES)("every %s message names the arguments and tags of its English one", (locale) => {
    const problems: string[] = [];
    for (const [key, message] of messages[locale]) {
      const source = english.get(key);
      if (source === undefined) continue; // reported by the keys test
      const [theirs, ours] = [parsed(message), parsed(source)];
      if (theirs instanceof Error || ours instanceof Error) continue; // reported by the parse test
      const lacks = [...ours.names].filter((name) => !theirs.names.has(name));
      const adds = [...theirs.names].filter((name) => !ours.names.has(name));
      if (lacks.length) problems.push(`${locale}: ${key} lacks ${lacks.join(", ")}`);
      if (adds.length)
        problems.push(`${locale}: ${key} adds ${adds.join(", ")}, which English does not have`);
    }
    expect(problems).toEqual([]);
  });

  it("uses every key: each key's name is a string literal in the code", () => {
    const literals = codeStringLiterals();
    const unused = [...english.keys()].filter((key) => !literals.has(key.slice(key.lastIndexOf(".") + 1)));
    expect(unused.map((key) => `${key} is not used (no "${key.split(".").at(-1)}" in the code)`)).toEqual([]);
  });
});

const CODE_FOLDERS = ["app", "components", "lib", "services"];
const CODE_FILE = /\.(ts|tsx|mts|js|mjs)$/;
const NOT_CODE = /(\.test\.|\.d\.ts$)/;

/**
 * Every string literal in the code (not in tests or the catalogues), and the last part of each dotted
 * one: `t("whoWeAreTitle")`, `label: "about"` and `t("sections.contact.title")` use the keys named
 * whoWeAreTitle, about and title.
 */
function codeStringLiterals(): Set<string> {
  const literals = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      literals.add(node.text);
      literals.add(node.text.slice(node.text.lastIndexOf(".") + 1));
    }
    ts.forEachChild(node, visit);
  };
  for (const file of CODE_FOLDERS.flatMap((folder) => codeFiles(join(ROOT, folder)))) {
    const kind = file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false, kind);
    visit(source);
  }
  return literals;
}

function codeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && CODE_FILE.test(entry.name) && !NOT_CODE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !relative(ROOT, file).split("/").includes("node_modules"));
}

// French puts a no-break space before its two-part punctuation: U+00A0 before ":" and a narrow U+202F
// before ";", "!" and "?" (either is let be before any of them), so that "Langue :" never breaks before
// its colon nor reads "Langue:". Only the messages' text is checked, never their ICU syntax; a mark
// followed by more text with no space is not a sentence's punctuation (https://…, 10:00, /jobs?q=…).

/** The literal text of a parsed message, in pieces: each piece's neighbours are arguments or tags. */
function* literals(elements: MessageFormatElement[]): Generator<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal) yield element.value;
    else if (isTagElement(element)) yield* literals(element.children);
    else if (isPluralElement(element) || isSelectElement(element))
      for (const option of Object.values(element.options)) yield* literals(option.value);
  }
}

/** What is wrong in one piece of French text: each mark with a plain space, a letter or nothing before it. */
function frenchPunctuationProblems(text: string): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(/[:;!?]/g)) {
    const at = match.index;
    const [before, after] = [text[at - 1] ?? "", text[at + 1] ?? ""];
    // Inside a word, a number or an address ("https://", "10:00", "?q=", "!important"): not a sentence's mark.
    if (after && !/[\s"»)<.,…]/.test(after)) continue;
    // "?!" and "!!": the second mark follows the first.
    if (/[!?]/.test(before)) continue;
    if (before === "\u00a0" || before === "\u202f") continue;
    const what = before === "" ? "nothing" : before === " " ? "a plain space" : `"${before}"`;
    problems.push(`"${match[0]}" after ${what} in "${text.slice(Math.max(0, at - 20), at + 10)}"`);
  }
  return problems;
}

describe("French typography", () => {
  it("flags a plain space or a letter before : ; ! ?, and lets addresses, times and no-break spaces be", () => {
    expect(frenchPunctuationProblems("Langue: FR")).toHaveLength(1);
    expect(frenchPunctuationProblems("Un problème ?")).toHaveLength(1);
    expect(frenchPunctuationProblems("Bravo!")).toHaveLength(1);
    expect(frenchPunctuationProblems("Langue\u00a0: FR\u202f; Bravo\u202f! Un problème\u202f?")).toEqual([]);
    expect(
      frenchPunctuationProblems("Voir https://kazi.africa/jobs?q=design à 10:00 ou mailto:a@b.c"),
    ).toEqual([]);
  });

  it("every message of messages/fr.json has a no-break space before : ; ! ?", () => {
    const problems: string[] = [];
    for (const [key, message] of messages.fr) {
      for (const text of literals(parse(message)))
        problems.push(...frenchPunctuationProblems(text).map((problem) => `${key}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });
});
