import {
  DOCUMENT_KIND_LIST,
  DOCUMENT_KINDS,
  documentOfWrongType,
  documentTooLarge,
  MAX_DOCUMENT_MB,
} from "../../services/product-api/lib/documents";
import { CONTROL_MESSAGE, LIMITS, USERNAME_MESSAGE } from "../../services/product-api/lib/limits";

// The schemas in this folder are shared with the route handlers and the product API, which answer in
// English; the forms show the same messages in the page's language through the `forms` namespace. This
// table maps each English message (as the schemas word it) to its key and arguments.

export type FormMessage = { key: string; values?: Record<string, string | number> };

const TABLE: Record<string, FormMessage> = {
  "Name is required": { key: "nameRequired" },
  [`Name must be at most ${LIMITS.name} characters`]: { key: "nameTooLong", values: { max: LIMITS.name } },
  "Username is required": { key: "usernameRequired" },
  [`Username must be at least ${LIMITS.username.min} characters`]: {
    key: "usernameTooShort",
    values: { min: LIMITS.username.min },
  },
  [`Username must be at most ${LIMITS.username.max} characters`]: {
    key: "usernameTooLong",
    values: { max: LIMITS.username.max },
  },
  [USERNAME_MESSAGE]: { key: "usernamePattern" },
  "That username is taken.": { key: "usernameTaken" },
  [CONTROL_MESSAGE]: { key: "controlCharacters" },
  "License name is required": { key: "licenseNameRequired" },
  "License name must be at least 2 characters": { key: "licenseNameTooShort" },
  [`License name must be at most ${LIMITS.licenseName} characters`]: {
    key: "licenseNameTooLong",
    values: { max: LIMITS.licenseName },
  },
  "License number/value is required": { key: "licenseValueRequired" },
  "License value must be at least 2 characters": { key: "licenseValueTooShort" },
  [`License value must be at most ${LIMITS.licenseValue} characters`]: {
    key: "licenseValueTooLong",
    values: { max: LIMITS.licenseValue },
  },
  "Start date is required": { key: "startDateRequired" },
  "End date is required": { key: "endDateRequired" },
  "Please enter a valid date": { key: "invalidDate" },
  "End date must be after start date": { key: "endBeforeStart" },
  "Resume/CV is required": { key: "resumeRequired" },
  [documentOfWrongType()]: { key: "fileWrongType", values: { kinds: DOCUMENT_KIND_LIST } },
  [documentTooLarge()]: { key: "fileTooLarge", values: { mb: MAX_DOCUMENT_MB } },
};

/** "PDF, DOC, DOCX or RTF" in `locale` (English keeps the API's own wording). */
export function documentKinds(locale: string): string {
  if (locale === "en") return DOCUMENT_KIND_LIST;
  const kinds = DOCUMENT_KINDS.map((kind) => kind.toUpperCase());
  return new Intl.ListFormat(locale, { type: "disjunction" }).format(kinds);
}

/** The `forms` key of a schema's (or the API's) English message; null for a message it does not know. */
export function formMessageOf(message: string): FormMessage | null {
  return TABLE[message] ?? null;
}
