import { getRequestConfig } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale } from "./locales";
import { loadMessages } from "./messages";

// next-intl's per-request configuration (named in next.config.ts). The language comes from the
// address only ([locale] segment, set by setRequestLocale), never from cookies or headers, so a cached
// page is the same for everyone who asks for it.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, messages: await loadMessages(locale), timeZone: "UTC" };
});
