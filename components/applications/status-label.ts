"use client";

import { useLocale, useTranslations } from "@/components/i18n/client";
import { statusMessageKey } from "@/services/product-api/lib/application-status";

// The status is a free string (docs/product.md, My Applications). English shows it as the API
// gives it; other languages name the known ones (the spec's and the suggested values) in their own
// words, and show any other as given.

/** The words for a status in the page's language. */
export function useStatusLabel(): (status: string) => string {
  const t = useTranslations("applications");
  const locale = useLocale();
  return (status) => {
    const key = statusMessageKey(status);
    if (!status.trim()) return t("status.unknown");
    return locale !== "en" && key ? t(`status.${key}`) : status;
  };
}
