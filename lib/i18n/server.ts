import "server-only";
import { getLocale, getTranslations } from "next-intl/server";
import { DEFAULT_LOCALE, formatLocale, isLocale, type Locale } from "./locales";

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

/**
 * getTranslations for messages that print a count (`#`) or a date, in the language's formatting locale
 * (formatLocale): next-intl formats with the page's language, and its "pt" writes numbers as Brazil does
 * ("1.204 vagas" where Luanda and Maputo read "1 204 vagas"). The messages are the page's language's.
 */
export async function getFormattingTranslations(namespace: string) {
  return getTranslations({ locale: formatLocale(await getLocale()), namespace });
}
