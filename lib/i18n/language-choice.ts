import { isLocale, type Locale, localePath, splitLocale } from "./locales";

// The language a visitor chose in the switcher, kept for the suggestion banner only: no page reads it,
// and no address ever redirects on it. The privacy policy names both cookies and their lifetimes
// (privacy.cookiesLanguage): change them there too.
export const LANGUAGE_COOKIE = "kazi-lang";
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** The language of a suggestion the visitor closed, so that it is not offered again. */
export const DISMISSED_COOKIE = "kazi-lang-dismissed";
export const DISMISSED_COOKIE_MAX_AGE = 180 * 24 * 60 * 60;

/** The same page (path, search, page number) in `to`; `from` is an address of this site, or null. */
export function samePageIn(to: Locale, from: string | null): string {
  if (!from || !from.startsWith("/") || from.startsWith("//")) return localePath(to, "/");
  return localePath(to, splitLocale(from).path);
}

export function chosenLanguage(cookieValue: string | undefined): Locale | null {
  return isLocale(cookieValue) ? cookieValue : null;
}
