"use client";

import { useTranslations } from "@/components/i18n/client";
import type { ProfessionalLicense } from "@/lib/product-api/types";
import { LicenseDetails } from "./license-details";

export function LicensesEmpty({ children }: { children?: React.ReactNode }) {
  const t = useTranslations("profile");
  return (
    <div className="rounded-xl border border-dashed border-line px-4 py-10 text-center">
      <h3 className="text-lg font-semibold text-ink">{t("noLicensesTitle")}</h3>
      <p className="mx-auto mt-2 max-w-md text-sm text-muted">{t("noLicensesMessage")}</p>
      {children && <div className="mt-5 flex justify-center">{children}</div>}
    </div>
  );
}

/** The read-only list on the profile page. */
export function LicenseList({ licenses }: { licenses: ProfessionalLicense[] }) {
  if (licenses.length === 0) return <LicensesEmpty />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {licenses.map((license) => (
        <li key={license.id}>
          <LicenseDetails license={license} />
        </li>
      ))}
    </ul>
  );
}
