"use client";

import { useLocale, useTranslations } from "@/components/i18n/client";
import { cn } from "@/components/ui/cn";
import { statusChipClass } from "@/lib/status";

const KNOWN = ["pending", "reviewed", "approved", "accepted", "rejected", "declined"] as const;
type KnownStatus = (typeof KNOWN)[number];
const isKnown = (value: string): value is KnownStatus => (KNOWN as readonly string[]).includes(value);

/**
 * The application's status as a coloured chip (docs/product.md, My Applications). The status is a free
 * string: outside English, the known ones are shown in the page's language, any other as given.
 */
export function StatusChip({ status }: { status: string }) {
  const t = useTranslations("applications");
  const locale = useLocale();
  const known = status.trim().toLowerCase();
  // English shows the status as the API gives it (docs/product.md); other languages their own word.
  const shown = locale !== "en" && isKnown(known) ? t(`status.${known}`) : status || t("status.unknown");
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-3 py-0.5 text-xs font-semibold whitespace-nowrap",
        locale === "en" && "capitalize",
        statusChipClass(status),
      )}
    >
      <span className="sr-only">{t("statusLabel")}</span>
      {shown}
    </span>
  );
}
