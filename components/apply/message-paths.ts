import type { Namespace } from "@/components/i18n/pick-messages";

/** The messages of ApplyForm and the components inside it, and no others (see ClientMessages). */
export const APPLY_FORM_MESSAGES = [
  "apply",
  "flash",
  "forms",
  "pwa.apply",
] as const satisfies readonly Namespace[];
