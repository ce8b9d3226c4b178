import { isLocale, type Locale, localePath, splitLocale } from "./locales";

// The language a visitor chose in the switcher, kept for the suggestion banner only: no page reads it,
// and no address ever redirects on it.
export const LANGUAGE_COOKIE = "kazi-lang";
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The same page (path, search, page number) in `to`; `from` is an address of this site, or null. */
export function samePageIn(to: Locale, from: string | null): string {
  if (!from || !from.startsWith("/") || from.startsWith("//")) return localePath(to, "/");
  return localePath(to, splitLocale(from).path);
}

export function chosenLanguage(cookieValue: string | undefined): Locale | null {
  return isLocale(cookieValue) ? cookieValue : null;
}
