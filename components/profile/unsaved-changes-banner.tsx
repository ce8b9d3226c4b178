"use client";

import { useTranslations } from "@/components/i18n/client";

export function UnsavedChangesBanner() {
  const t = useTranslations("profile.editor");
  return (
    <p
      role="status"
      className="rounded-xl border border-blue-200 bg-blue-50 px-4 py-3 text-sm font-medium text-blue-900"
    >
      {t("unsaved")}
    </p>
  );
}
