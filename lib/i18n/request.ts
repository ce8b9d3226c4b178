import { locale as rootLocale } from "next/root-params";
import { getRequestConfig } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale, localeOfFormat } from "./locales";
import { loadMessages } from "./messages";

// next-intl's per-request configuration (named in next.config.ts). The language comes from the
// address only (the root layout's [locale] segment, read with next/root-params), never from cookies or
// headers, so a cached page is the same for everyone who asks for it. An explicit locale
// (getTranslations({ locale })) wins. An explicit formatting locale ("pt-AO", formatLocale) gets its
// language's messages and formats their numbers and dates as its region writes them
// (getFormattingTranslations in lib/i18n/server.ts).
export default getRequestConfig(async ({ locale: explicit }) => {
  const requested = explicit ?? (await rootLocale());
  const formatted = requested === undefined ? undefined : localeOfFormat(requested);
  if (formatted && formatted !== requested)
    return { locale: requested as string, messages: await loadMessages(formatted), timeZone: "UTC" };
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, messages: await loadMessages(locale), timeZone: "UTC" };
});
