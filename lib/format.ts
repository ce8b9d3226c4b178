// Display rules (docs/product.md, Display rules, and the job card under Jobs, browse mode), shared by
// the job pages, cards and structured data.
import { formatLocale } from "@/lib/i18n/locales";
import type { RemoteOption } from "@/lib/product-api/types";

const DESCRIPTION_PREVIEW_LENGTH = 150;

const REMOTE_LABELS: Record<RemoteOption, string> = { 0: "On-site", 1: "Hybrid", 2: "Remote" };

export function remoteOptionLabel(option: number): string {
  return REMOTE_LABELS[option as RemoteOption] ?? REMOTE_LABELS[0];
}

// Made on first use: an Intl formatter costs a phone tens of milliseconds to make, and every page that
// loads this module (most do) would pay it before hydrating, whether it shows money or not.
let englishNumbers: Intl.NumberFormat | undefined;
const englishNumber = (amount: number) =>
  (englishNumbers ??= new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 })).format(amount);

/**
 * '$50,000' or 'KES 100,000' in English (as always); in another language as `Intl` writes money there
 * ('50 000 $US').
 */
export function formatMoney(amount: number, currency = "USD", locale = "en"): string {
  if (locale !== "en") {
    try {
      return new Intl.NumberFormat(formatLocale(locale), {
        style: "currency",
        currency,
        maximumFractionDigits: 0,
      }).format(amount);
    } catch {
      // An unknown currency code: written as English writes it.
    }
  }
  const value = englishNumber(amount);
  return currency === "USD" ? `$${value}` : `${currency} ${value}`;
}

const isAmount = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n);

/** '$min - $max', 'From $min', 'Up to $max' or '-'. */
export function formatSalary(
  min: number | null | undefined,
  max: number | null | undefined,
  currency = "USD",
) {
  if (isAmount(min) && isAmount(max)) return `${formatMoney(min, currency)} - ${formatMoney(max, currency)}`;
  if (isAmount(min)) return `From ${formatMoney(min, currency)}`;
  if (isAmount(max)) return `Up to ${formatMoney(max, currency)}`;
  return "-";
}

/** The first `max` characters plus '...', or the text unchanged when it already fits. */
export function truncate(text: string, max = DESCRIPTION_PREVIEW_LENGTH): string {
  const clean = text.trim();
  return clean.length <= max ? clean : `${clean.slice(0, max).trimEnd()}...`;
}

export function pluralize(count: number, singular: string, plural: string): string {
  return count === 1 ? singular : plural;
}

// Dates are stored as UTC timestamps; formatting in UTC keeps server and browser output identical.
/** One formatter per language, made on first use (making one loads that language's data). */
function utcFormats(options: Intl.DateTimeFormatOptions): (locale: string) => Intl.DateTimeFormat {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (locale) => {
    let format = formats.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
      formats.set(locale, format);
    }
    return format;
  };
}
const dateFormat = utcFormats({ month: "long", day: "numeric", year: "numeric" });
const dateTimeFormat = utcFormats({
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** 'January 5, 2025' in English; `locale` is the page's language. */
export function formatDate(iso: string | null | undefined, locale = "en-US"): string {
  if (!iso) return "-";
  const time = Date.parse(iso);
  return Number.isNaN(time) ? "-" : dateFormat(formatLocale(locale)).format(time);
}

/**
 * 'Jun 3, 2026, 2:05 PM UTC' in English: when an application's status changed. In UTC, named, as
 * dates are (the same text on the server and in every browser).
 */
export function formatDateTime(iso: string, locale = "en-US"): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? "-" : dateTimeFormat(formatLocale(locale)).format(time);
}

export type PageItem = number | "gap";

/**
 * Page numbers to show: the first, the last and `radius` pages each side of the current one, with a
 * "gap" where pages are left out. A gap that would hide a single page shows that page instead.
 */
export function paginationWindow(current: number, total: number, radius = 2): PageItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const shown = new Set([1, total]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= total) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) items.push(p - 1);
    else if (previous !== undefined && p - previous > 2) items.push("gap");
    items.push(p);
  });
  return items;
}

/** 1-based positions of the first and last item on a page, for 'Showing a-b of N jobs'. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * pageSize + 1, total);
  return { from, to: Math.min(page * pageSize, total) };
}

// Ids and page numbers follow the product API's contract: one rule for the pages and the API.
export { parseId as parsePositiveInt } from "@/services/product-api/lib/limits";
