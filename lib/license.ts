// License validity, display and the profile editor's unsaved-changes rule (docs/product.md, Display
// rules and Edit Profile).
import { formatLocale } from "@/lib/i18n/locales";

export type LicenseValidity = "Valid" | "Expires Soon" | "Expired";

export interface LicenseFields {
  licenseName: string;
  licenseValue: string;
  startDate: string;
  endDate: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** "About 3 months", counted as 30-day months. */
export const EXPIRES_SOON_MS = 3 * 30 * DAY_MS;

export function licenseValidity(endDate: string, now: Date = new Date()): LicenseValidity {
  const end = new Date(endDate).getTime();
  // An unreadable end date cannot vouch for the license.
  if (Number.isNaN(end)) return "Expired";
  const remaining = end - now.getTime();
  if (remaining < 0) return "Expired";
  if (remaining <= EXPIRES_SOON_MS) return "Expires Soon";
  return "Valid";
}

const displayFormat = (locale: string) =>
  new Intl.DateTimeFormat(formatLocale(locale), {
    month: "short",
    day: "numeric",
    year: "numeric",
    // Licence dates are calendar days; UTC keeps "2025-01-31" on the 31st in every time zone.
    timeZone: "UTC",
  });

/** 'Jan 31, 2025' in English, in the page's language `locale`; an unreadable date is shown as given. */
export function formatLicenseDate(iso: string, locale = "en-US"): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : displayFormat(locale).format(date);
}

/** YYYY-MM-DD, the value an <input type="date"> expects. */
export function toDateInputValue(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10);
}

/** A new, unsaved license gets a temporary negative id derived from the current time. */
export function temporaryLicenseId(now: number = Date.now()): number {
  return -now;
}

/** A license as the product API takes it: a stored one keeps its id, a new one (temporary id) goes without. */
export function dropTemporaryId<L extends { id?: number }>({
  id,
  ...license
}: L): Omit<L, "id"> & { id?: number } {
  return id !== undefined && id > 0 ? { id, ...license } : license;
}

function licenseKey(license: LicenseFields): string {
  const day = (value: string) => toDateInputValue(value) || value;
  return JSON.stringify([
    license.licenseName,
    license.licenseValue,
    day(license.startDate),
    day(license.endDate),
  ]);
}

/** Same licenses, ignoring order, compared on name, value and start and end dates. */
export function sameLicenses(a: readonly LicenseFields[], b: readonly LicenseFields[]): boolean {
  if (a.length !== b.length) return false;
  const left = a.map(licenseKey).sort();
  const right = b.map(licenseKey).sort();
  return left.every((key, index) => key === right[index]);
}

export interface ProfileDraft {
  name: string;
  licenses: readonly LicenseFields[];
}

export function hasUnsavedChanges(stored: ProfileDraft, draft: ProfileDraft): boolean {
  return stored.name !== draft.name || !sameLicenses(stored.licenses, draft.licenses);
}
