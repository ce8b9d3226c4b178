"use client";

import { useTranslations } from "@/components/i18n/client";
import { Button } from "@/components/ui/button";
import type { LicenseFields } from "@/lib/license";
import { Modal } from "./modal";

export function RemoveLicenseDialog({
  license,
  onCancel,
  onConfirm,
}: {
  license: LicenseFields | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useTranslations("profile.removeDialog");
  return (
    <Modal open={license !== null} onClose={onCancel} title={t("title")}>
      <p className="text-muted">
        {t.rich("message", {
          name: license?.licenseName ?? "",
          strong: (chunks) => (
            <strong dir="auto" className="text-ink">
              {chunks}
            </strong>
          ),
        })}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <button
          type="button"
          onClick={onConfirm}
          className="inline-flex h-11 items-center justify-center rounded-lg bg-red-700 px-5 font-semibold text-white shadow-sm hover:bg-red-800"
        >
          {t("remove")}
        </button>
      </div>
    </Modal>
  );
}
