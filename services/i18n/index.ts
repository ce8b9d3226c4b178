// The web app's message catalogues (messages/*.json), read by the services that run outside Next: the
// identity provider's screens and mails, and the product API's mails. Formatted with
// intl-messageformat, the ICU formatter next-intl itself builds on, so one message reads the same
// in a page and in a mail.
import { IntlMessageFormat, type PrimitiveType } from "intl-messageformat";
import ar from "../../messages/ar.json";
import en from "../../messages/en.json";
import fr from "../../messages/fr.json";
import pt from "../../messages/pt.json";
import sw from "../../messages/sw.json";
import { DEFAULT_LOCALE, formatLocale, isLocale, type Locale } from "../../lib/i18n/locales";

export {
  DEFAULT_LOCALE,
  direction,
  formatLocale,
  isLocale,
  localePath,
  LOCALES,
  type Locale,
} from "../../lib/i18n/locales";

type Messages = { [key: string]: string | Messages };
type Catalogue = Record<string, Messages>;
const CATALOGUES = { en, fr, pt, sw, ar } as unknown as Record<Locale, Catalogue>;

/**
 * The namespaces the services speak: the identity provider's screens, every mail, the other
 * channels' notifications (notify.*, phone.sms.*, phone.whatsapp.*) and the application statuses'
 * names they use.
 */
export type Namespace = "identity" | "mail" | "notify" | "phone" | "applications";
export type Values = Record<string, PrimitiveType>;
export type Translate = (key: string, values?: Values) => string;

const formats = new Map<string, IntlMessageFormat>();

/** `key` in `namespace`, where a dot goes one level down ("status.notSelected"). */
function lookup(catalogue: Catalogue, namespace: Namespace, key: string): string | undefined {
  let node: string | Messages | undefined = catalogue[namespace];
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

/**
 * `t("key", { name })` in `locale`; a key the language lacks falls back to English, so a catalogue
 * behind by a message shows English words rather than a key.
 */
export function translator(locale: Locale, namespace: Namespace): Translate {
  return (key, values) => {
    const id = `${locale}:${namespace}.${key}`;
    let format = formats.get(id);
    if (!format) {
      const message =
        lookup(CATALOGUES[locale], namespace, key) ?? lookup(CATALOGUES[DEFAULT_LOCALE], namespace, key);
      if (message === undefined) throw new Error(`No message ${namespace}.${key}`);
      // A count's `#` as the language's region writes it (formatLocale: Portuguese as in Angola).
      format = new IntlMessageFormat(message, formatLocale(locale));
      formats.set(id, format);
    }
    return String(format.format(values));
  };
}

/**
 * The language an OIDC `ui_locales` value (space-separated BCP 47 tags, most preferred first)
 * asks for: the first of the five it names ("fr-SN" is French), else undefined.
 */
export function localeFromTags(tags: unknown): Locale | undefined {
  if (typeof tags !== "string") return undefined;
  for (const tag of tags.trim().split(/\s+/).slice(0, 10)) {
    const primary = tag.split(/[-_]/)[0].toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/** A stored or sent language, checked: one of the five, else English. */
export const localeOr = (value: unknown, fallback: Locale = DEFAULT_LOCALE): Locale =>
  isLocale(value) ? value : fallback;
