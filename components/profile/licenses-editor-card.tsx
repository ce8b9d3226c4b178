import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { ProfessionalLicense } from "@/lib/product-api/types";
import { LicenseDetails } from "./license-details";
import { LicensesEmpty } from "./license-list";

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
  return (
    <Card as="section" aria-labelledby="licenses-editor-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="licenses-editor-heading" className="text-xl font-semibold text-ink">
          Professional Licenses
        </h2>
        <Button variant="outline" size="sm" onClick={onAdd}>
          Add License
        </Button>
      </div>
      {licenses.length === 0 ? (
        <LicensesEmpty>
          <Button onClick={onAdd}>Add Your First License</Button>
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
                      aria-label={`Edit ${license.licenseName}`}
                      onClick={() => onEdit(license)}
                    >
                      <svg
                        viewBox="0 0 24 24"
                        className="size-4"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        aria-hidden="true"
                      >
                        <path
                          strokeLinecap="round"
                          strokeLinejoin="round"
                          d="M16.9 3.6a2 2 0 0 1 2.8 2.8L8 18l-4 1 1-4L16.9 3.6Z"
                        />
                      </svg>
                    </button>
                    <button
                      type="button"
                      className={`${iconButton} text-red-700 hover:bg-red-50`}
                      aria-label={`Remove ${license.licenseName}`}
                      onClick={() => onRemove(license)}
                    >
                      <svg
                        viewBox="0 0 24 24"
                        className="size-4"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        aria-hidden="true"
                      >
                        <path
                          strokeLinecap="round"
                          strokeLinejoin="round"
                          d="M4 7h16M10 11v6m4-6v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
                        />
                      </svg>
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
