"use client";

import { useLocale, useTranslations } from "@/components/i18n/client";
import { formatLicenseDate } from "@/lib/license";
import type { ProfessionalLicense } from "@/lib/product-api/types";
import { LicenseValidityChip } from "./license-validity-chip";

/** Name, number, dates and validity of one license; shared by the profile and the editor. */
export function LicenseDetails({
  license,
  actions,
}: {
  license: ProfessionalLicense;
  actions?: React.ReactNode;
}) {
  const t = useTranslations("profile");
  const locale = useLocale();
  return (
    <div className="flex h-full flex-col rounded-xl border border-line bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 dir="auto" className="font-semibold break-words text-ink">
            {license.licenseName}
          </h3>
          <p dir="auto" className="mt-1 font-mono text-sm break-all text-muted">
            {license.licenseValue}
          </p>
        </div>
        <LicenseValidityChip endDate={license.endDate} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted">{t("validFrom")}</dt>
          <dd className="font-medium">{formatLicenseDate(license.startDate, locale)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("validUntil")}</dt>
          <dd className="font-medium">{formatLicenseDate(license.endDate, locale)}</dd>
        </div>
      </dl>
      {actions && <div className="mt-3 flex justify-end gap-2 border-t border-line pt-3">{actions}</div>}
    </div>
  );
}
