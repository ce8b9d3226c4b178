// The site's languages, in one place. English is the default and keeps every address without a prefix
// (/jobs/12); the others live under their code (/fr/jobs/12). No imports: next.config.ts, the proxy
// and the web server read it too.

export const LOCALES = ["en", "fr", "pt", "sw", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** The prefixed languages, for route patterns: "fr|pt|sw|ar". */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Each language's name in itself, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  fr: "Français",
  pt: "Português",
  sw: "Kiswahili",
  ar: "العربية",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The locale `Intl` writes a language's numbers, money, dates and country names in. English is en-US, as
 * it always was. Portuguese is our readers' in Angola and Mozambique: pt-AO ("50 000 US$", "Quénia"),
 * not Intl's bare "pt", which is Brazil's ("US$ 50.000", "Quênia"). pt-AO also keeps pt's plural
 * rules (pt-PT's put 0 under "other"), so the catalogue's plurals pick the same forms.
 */
const FORMAT_LOCALES: Record<Locale, string> = { en: "en-US", fr: "fr", pt: "pt-AO", sw: "sw", ar: "ar" };

/** `formatLocale("pt")` is "pt-AO"; anything that is not one of ours (already a formatting locale) passes. */
export function formatLocale(locale: string): string {
  return isLocale(locale) ? FORMAT_LOCALES[locale] : locale;
}

/** The language a formatting locale writes ("pt-AO" -> "pt"), or undefined. */
export function localeOfFormat(tag: string): Locale | undefined {
  return LOCALES.find((locale) => FORMAT_LOCALES[locale] === tag);
}

export function direction(locale: Locale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** The address of `path` (an English address such as "/jobs?q=x" or "/") in `locale`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || path.startsWith("/api/")) return path;
  if (path === "/") return `/${locale}`;
  if (path.startsWith("/?") || path.startsWith("/#")) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

/** The language an address is in, and the address without its prefix ("/fr/jobs" -> fr, "/jobs"). */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const match = /^\/(fr|pt|sw|ar)(?=\/|\?|#|$)/.exec(path);
  if (!match) return { locale: DEFAULT_LOCALE, path };
  const rest = path.slice(match[0].length);
  return { locale: match[1] as Locale, path: rest.startsWith("/") ? rest : `/${rest}` };
}

/** "&lang=fr" for an API call that words its answer in the page's language; nothing for English. */
export function langParam(locale: string): string {
  return isLocale(locale) && locale !== DEFAULT_LOCALE ? `&lang=${locale}` : "";
}
