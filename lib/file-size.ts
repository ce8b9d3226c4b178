import { formatLocale } from "@/lib/i18n/locales";

/**
 * A file's size as people read it: "820 bytes", "120 KB", "1.4 MB" in English (1 KB = 1024 bytes, as the
 * 5MB limit); other languages (`locale`) get their own units and digits from Intl.
 */
export function formatFileSize(bytes: number, locale = "en"): string {
  if (locale !== "en") return localizedFileSize(bytes, locale);
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function localizedFileSize(bytes: number, locale: string): string {
  const unit = (name: string, digits = 0) =>
    new Intl.NumberFormat(formatLocale(locale), {
      style: "unit",
      unit: name,
      unitDisplay: name === "byte" ? "long" : "short",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  if (bytes < 1024) return unit("byte").format(bytes);
  if (bytes < 1024 * 1024) return unit("kilobyte").format(Math.round(bytes / 1024));
  return unit("megabyte", 1).format(bytes / (1024 * 1024));
}
