"use client";

import { useTranslations } from "@/components/i18n/client";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { ProfessionalLicense } from "@/lib/product-api/types";
import { LicenseDetails } from "./license-details";
import { LicensesEmpty } from "./license-list";
import { EditIcon, TrashIcon } from "@/components/ui/icons";

const iconButton = "inline-flex size-9 items-center justify-center rounded-lg border border-line";

export function LicensesEditorCard({
  licenses,
  onAdd,
  onEdit,
  onRemove,
}: {
  licenses: ProfessionalLicense[];
  onAdd: () => void;
  onEdit: (license: ProfessionalLicense) => void;
  onRemove: (license: ProfessionalLicense) => void;
}) {
  const t = useTranslations("profile");
  return (
    <Card as="section" aria-labelledby="licenses-editor-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="licenses-editor-heading" className="text-xl font-semibold text-ink">
          {t("licensesHeading")}
        </h2>
        <Button variant="outline" size="sm" onClick={onAdd}>
          {t("editor.addLicense")}
        </Button>
      </div>
      {licenses.length === 0 ? (
        <LicensesEmpty>
          <Button onClick={onAdd}>{t("editor.addFirstLicense")}</Button>
        </LicensesEmpty>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {licenses.map((license) => (
            <li key={license.id}>
              <LicenseDetails
                license={license}
                actions={
                  <>
                    <button
                      type="button"
                      className={`${iconButton} text-ink hover:bg-slate-100`}
                      aria-label={t("editor.editLicense", { name: license.licenseName })}
                      onClick={() => onEdit(license)}
                    >
                      <EditIcon className="size-4" />
                    </button>
                    <button
                      type="button"
                      className={`${iconButton} text-red-700 hover:bg-red-50`}
                      aria-label={t("editor.removeLicense", { name: license.licenseName })}
                      onClick={() => onRemove(license)}
                    >
                      <TrashIcon className="size-4" />
                    </button>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
