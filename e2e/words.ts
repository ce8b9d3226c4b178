import type { Page } from "@playwright/test";
import ar from "../messages/ar.json";
import en from "../messages/en.json";
import fr from "../messages/fr.json";
import pt from "../messages/pt.json";
import sw from "../messages/sw.json";

// Whether a page speaks its language: the English interface text that must not show on it, and the
// page's own text and heading without the employers' content in other languages. Job content is the
// employer's own (it carries its own lang) and is left out of the comparison.

const CATALOGUES = { fr, pt, sw, ar } as const;
/** The languages besides English. */
export type Translated = keyof typeof CATALOGUES;

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === "string" ? [value] : leaves(value)));

/** The literal text of an ICU message, outside its arguments: "Apply for {title}" -> ["Apply for "]. */
function literals(message: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of message) {
    if (char === "{") {
      if (depth === 0) parts.push(current);
      current = "";
      depth++;
    } else if (char === "}") depth--;
    else if (depth === 0) current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * English interface text that must not show on a page in `language`: every literal of the English
 * catalogue of two words or more, unless the language's own catalogue uses it too (a brand, an
 * address, "CV").
 */
function englishOnly(language: Translated): string[] {
  const own = leaves(CATALOGUES[language] as Tree).join("\n");
  const texts = new Set(leaves(en as Tree).flatMap(literals));
  return [...texts].filter(
    (text) => /\p{L}+\s+\p{L}+/u.test(text) && text.length >= 8 && !own.includes(text),
  );
}

/** A message key shown instead of its text ("jobs.noResults"): a namespace missing from a ClientMessages. */
const RAW_KEY = new RegExp(`\\b(?:${Object.keys(en).join("|")})\\.[a-zA-Z]+`);

/**
 * The page's visible text without content in another language (job postings, the suggestion), and
 * without that content where interface text quotes it ("View details for Customer Success Manager").
 */
async function interfaceText(page: Page, language: string): Promise<string> {
  return page.evaluate((lang) => {
    const body = document.body.cloneNode(true) as HTMLElement;
    const quoted = new Set<string>();
    for (const other of body.querySelectorAll(`[lang]:not([lang="${lang}"])`)) {
      const text = (other as HTMLElement).textContent?.trim();
      if (text) quoted.add(text);
      other.remove();
    }
    for (const hidden of body.querySelectorAll("script, style, template, [hidden]")) hidden.remove();
    document.documentElement.append(body);
    let text = body.innerText;
    body.remove();
    for (const content of [...quoted].sort((a, b) => b.length - a.length))
      text = text.split(content).join(" ");
    return text;
  }, language);
}

/** The first heading (once there is one), unless it is the employer's own text (a job title, in the job's language). */
async function interfaceHeading(page: Page, language: string): Promise<string | null> {
  return page
    .locator("h1")
    .first()
    .evaluate(
      (h1, lang) => {
        const own = h1.closest("[lang]")?.getAttribute("lang");
        return own && own !== lang ? null : (h1.textContent ?? "").trim();
      },
      language,
      { timeout: 10_000 },
    );
}

const forbidden = new Map<Translated, string[]>();

/**
 * What is not in `language` on the page as it is now: the document's language and direction, a
 * heading left as the English page's (`englishHeading`), English interface text, a raw message key.
 */
export async function wordProblems(
  page: Page,
  language: Translated,
  englishHeading: string | undefined,
): Promise<string[]> {
  const problems: string[] = [];
  const { lang, dir } = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }));
  if (lang !== language) problems.push(`<html lang="${lang}">, not "${language}"`);
  const direction = language === "ar" ? "rtl" : "ltr";
  if (dir !== direction) problems.push(`<html dir="${dir}">, not "${direction}"`);
  const heading = await interfaceHeading(page, language);
  if (heading !== null && heading === englishHeading)
    problems.push(`heading "${heading}" is the English one`);
  const text = await interfaceText(page, language);
  if (!forbidden.has(language)) forbidden.set(language, englishOnly(language));
  for (const left of forbidden.get(language)!.filter((phrase) => text.includes(phrase)))
    problems.push(`English text left: "${left}"`);
  const key = RAW_KEY.exec(text);
  if (key) problems.push(`the message key "${key[0]}" shows instead of its text`);
  return problems;
}
