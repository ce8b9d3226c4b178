"use client";

import format from "icu-minify/format";
import { createContext, Fragment, type ReactNode, useContext, useMemo } from "react";
import { formatLocale } from "@/lib/i18n/locales";

// The messages of client components, without next-intl's client runtime: its provider and hooks
// bring Intl formatters and an ICU runtime (about 8 KB gzip a page) where the messages, compiled at
// build time (next.config.ts), need only icu-minify's formatter (under 1 KB). The API is next-intl's
// (useTranslations, t.rich, t.has, useLocale, useFormatter), so a component reads as in its docs.

type Tree = { [key: string]: unknown };
type Values = Parameters<typeof format>[2];
type RichValues = Record<string, string | number | Date | ((chunks: ReactNode) => ReactNode)>;

interface Messages {
  locale: string;
  messages: Tree;
}

const MessagesContext = createContext<Messages | null>(null);

/** Gives client components `messages` (compiled, as next-intl's getMessages returns them). */
export function MessagesProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Tree;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <MessagesContext value={value}>{children}</MessagesContext>;
}

function useMessages(): Messages {
  const messages = useContext(MessagesContext);
  if (!messages) throw new Error("A client component that has messages must be inside ClientMessages.");
  return messages;
}

const cached = <T,>(make: (...args: never[]) => T) => {
  const made = new Map<string, T>();
  return (...args: unknown[]) => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (!value) made.set(key, (value = (make as (...a: unknown[]) => T)(...args)));
    return value;
  };
};

// Numbers and dates (a message's `#` too) in the language's formatting locale: Portuguese as in
// Angola, not Brazil (lib/i18n/locales.ts). Plural categories stay the message's language's.
const formatters = {
  getDateTimeFormat: cached(
    (locale: string, options?: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(formatLocale(locale), options),
  ),
  getNumberFormat: cached(
    (locale: string, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(formatLocale(locale), options),
  ),
  getPluralRules: cached(
    (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
  ),
};

function lookup(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split(".")) node = (node as Tree | undefined)?.[part];
  return node;
}

export function useLocale(): string {
  return useMessages().locale;
}

/** next-intl's useTranslations: `t(key, values)`, `t.rich(key, tags)`, `t.has(key)`. */
export function useTranslations(namespace?: string) {
  const { locale, messages } = useMessages();
  return useMemo(() => {
    const scope = namespace ? lookup(messages, namespace) : messages;
    const run = (key: string, values?: Values | RichValues) => {
      const message = lookup(scope, key);
      if (message === undefined) {
        console.error(`Missing message ${namespace ? `${namespace}.` : ""}${key} (${locale})`);
        return `${namespace ? `${namespace}.` : ""}${key}`;
      }
      return format(message as Parameters<typeof format>[0], locale, values as Values, {
        formatters,
        timeZone: "UTC",
      });
    };
    const t = (key: string, values?: Values) => {
      const result = run(key, values);
      return Array.isArray(result) ? result.join("") : String(result);
    };
    const rich = (key: string, values?: RichValues): ReactNode => {
      const result = run(key, values) as ReactNode;
      return Array.isArray(result)
        ? result.map((part, index) => <Fragment key={index}>{part as ReactNode}</Fragment>)
        : result;
    };
    const has = (key: string) => lookup(scope, key) !== undefined;
    return Object.assign(t, { rich, has });
  }, [locale, messages, namespace]);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86400],
  ["month", 30 * 86400],
  ["week", 7 * 86400],
  ["day", 86400],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

/** next-intl's useFormatter, for what client components format: dates, numbers, relative times, lists. */
export function useFormatter() {
  const locale = useLocale();
  return useMemo(
    () => ({
      dateTime: (date: Date | number, options?: Intl.DateTimeFormatOptions) =>
        formatters.getDateTimeFormat(locale, { timeZone: "UTC", ...options }).format(date),
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        formatters.getNumberFormat(locale, options).format(value),
      /** "3 days ago", in the best unit, as next-intl's relativeTime(date, now). */
      relativeTime: (date: Date | number, now: Date | number = Date.now()) => {
        const seconds = (+date - +now) / 1000;
        const [unit, size] = UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? UNITS[UNITS.length - 1];
        return new Intl.RelativeTimeFormat(formatLocale(locale), { numeric: "auto" }).format(
          Math.round(seconds / size),
          unit,
        );
      },
      list: (items: string[], options?: Intl.ListFormatOptions) =>
        new Intl.ListFormat(locale, options).format(items),
    }),
    [locale],
  );
}
