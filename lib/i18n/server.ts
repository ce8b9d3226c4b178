import "server-only";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

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
