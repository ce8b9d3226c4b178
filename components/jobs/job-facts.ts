// A job's fixed values (type, remote option, salary) in the reader's language. English keeps the
// display rules of lib/format.ts to the character.
import { formatSalary } from "@/lib/format";
import { jobTypeKey } from "@/lib/job-type-label";
import { formatLocale, type Locale } from "@/lib/i18n/locales";
import { isolated } from "@/lib/i18n/typography";

type Translate = (key: string, values?: Record<string, string | number>) => string;

const REMOTE_KEYS = ["onSite", "hybrid", "remote"] as const;

/** `t` is the `job` namespace's translator. An unknown type is shown as the API sent it. */
export function jobTypeLabel(t: Translate, jobType: string): string {
  const key = jobTypeKey(jobType);
  return key ? t(`types.${key}`) : jobType;
}

export function remoteLabel(t: Translate, option: number): string {
  return t(`remote.${REMOTE_KEYS[option] ?? REMOTE_KEYS[0]}`);
}

function money(locale: Locale, amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(formatLocale(locale), {
      style: "currency",
      currency,
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    // Not an ISO 4217 code: the code beside the number, as in English.
    return `${currency} ${new Intl.NumberFormat(formatLocale(locale), { maximumFractionDigits: 0 }).format(amount)}`;
  }
}

const isAmount = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n);

export function salaryLabel(
  t: Translate,
  locale: Locale,
  min: number | null | undefined,
  max: number | null | undefined,
  currency = "USD",
): string {
  if (locale === "en") return formatSalary(min, max, currency);
  const m = (amount: number) => isolated(money(locale, amount, currency || "USD"), locale);
  if (isAmount(min) && isAmount(max)) return t("salaryRange", { min: m(min), max: m(max) });
  if (isAmount(min)) return t("salaryFrom", { min: m(min) });
  if (isAmount(max)) return t("salaryUpTo", { max: m(max) });
  return "-";
}
