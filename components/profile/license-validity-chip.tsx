"use client";

import { useTranslations } from "@/components/i18n/client";
import { cn } from "@/components/ui/cn";
import { licenseValidity, type LicenseValidity } from "@/lib/license";

const tones: Record<LicenseValidity, string> = {
  Valid: "bg-green-100 text-green-800",
  "Expires Soon": "bg-orange-100 text-orange-800",
  Expired: "bg-red-100 text-red-800",
};

const labels = { Valid: "valid", "Expires Soon": "expiresSoon", Expired: "expired" } as const;

export function LicenseValidityChip({ endDate, now }: { endDate: string; now?: Date }) {
  const t = useTranslations("profile.validity");
  const validity = licenseValidity(endDate, now);
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        tones[validity],
      )}
    >
      {t(labels[validity])}
    </span>
  );
}
