"use client";

import { useLocale, useTranslations } from "@/components/i18n/client";
import { cn } from "@/components/ui/cn";
import { statusChipClass } from "@/lib/status";
import { useStatusLabel } from "./status-label";

/** The application's status as a coloured chip (docs/product.md, My Applications). */
export function StatusChip({ status }: { status: string }) {
  const t = useTranslations("applications");
  const locale = useLocale();
  const label = useStatusLabel();
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-3 py-0.5 text-xs font-semibold whitespace-nowrap",
        locale === "en" && "capitalize",
        statusChipClass(status),
      )}
    >
      <span className="sr-only">{t("statusLabel")}</span>
      {label(status)}
    </span>
  );
}
