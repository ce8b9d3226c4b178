import "server-only";
import { getLocale } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale, type Locale, localePath } from "./locales";

/** For server components: the current language, and a function giving an English address in it. */
export async function getLocalePath() {
  const locale = (await getLocale()) as Locale;
  return { locale, to: (path: string) => localePath(locale, path) };
}

export type LocaleParams<T = object> = Promise<{ locale: string } & T>;

/**
 * The page's language, from its [locale] segment. (next-intl finds it by itself through
 * next/root-params, lib/i18n/request.ts; pages need it for addresses and metadata.) The layout has
 * already answered 404 for any other value.
 */
export async function pageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
