"use client";

import { useLocale, useTranslations } from "@/components/i18n/client";
import { useCallback } from "react";
import { documentKinds, formMessageOf } from "./form-messages";

/**
 * Shows a validation message in the page's language (namespace `forms`); a message the table does not
 * know (say, a new one from the API) is shown as it came.
 */
export function useFormMessage() {
  const t = useTranslations("forms");
  const locale = useLocale();
  return useCallback(
    (message: string | null | undefined): string | undefined => {
      if (!message) return undefined;
      const known = formMessageOf(message);
      if (!known) return message;
      const values = known.values?.kinds ? { ...known.values, kinds: documentKinds(locale) } : known.values;
      return t(known.key as Parameters<typeof t>[0], values);
    },
    [t, locale],
  );
}
