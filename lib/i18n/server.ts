import "server-only";
import { getLocale, setRequestLocale } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale, type Locale, localePath } from "./locales";

/** For server components: the current language, and a function giving an English address in it. */
export async function getLocalePath() {
  const locale = (await getLocale()) as Locale;
  return { locale, to: (path: string) => localePath(locale, path) };
}

export type LocaleParams<T = object> = Promise<{ locale: string } & T>;

/**
 * The page's language, from its [locale] segment, made the request's language (next-intl's
 * setRequestLocale: what keeps a page prerendered). The layout has already answered 404 for others.
 */
export async function pageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  const checked = isLocale(locale) ? locale : DEFAULT_LOCALE;
  setRequestLocale(checked);
  return checked;
}
