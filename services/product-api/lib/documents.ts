import { LIMITS } from "./limits";

// The documents an application carries (a CV, a cover letter): the kinds the product API accepts,
// judged by content (routes/applications/file-sniff.ts), their size, and the one wording of each rule.
// The apply form checks names and sizes early with these same constants, for a message before upload.

export const DOCUMENT_KINDS = ["pdf", "doc", "docx", "rtf"] as const;
export type DocumentKindName = (typeof DOCUMENT_KINDS)[number];
/** The Content-Type each kind is stored and served with. */
export const DOCUMENT_CONTENT_TYPES: Record<DocumentKindName, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  rtf: "application/rtf",
};

const upper = DOCUMENT_KINDS.map((kind) => kind.toUpperCase());
/** "PDF, DOC, DOCX or RTF", for texts that state the rule (the terms, the privacy policy). */
export const DOCUMENT_KIND_LIST = `${upper.slice(0, -1).join(", ")} or ${upper.at(-1)}`;
/** The size limit of one document in MB (1 MB = 1024 × 1024 bytes). */
export const MAX_DOCUMENT_MB = LIMITS.upload / 1024 / 1024;

/** For a file input's `accept`. */
export const DOCUMENT_EXTENSIONS = DOCUMENT_KINDS.map((kind) => `.${kind}`).join(",");
/** The hint under each file input of the apply form. */
export const DOCUMENT_HINT = `${DOCUMENT_KIND_LIST} format (Max ${MAX_DOCUMENT_MB}MB)`;

/** The size rule, about one file ("This file" under its input, "The resume" from the API). */
export const documentTooLarge = (file = "This file") =>
  `${file} is larger than ${MAX_DOCUMENT_MB}MB. Please choose a smaller file.`;
/** The type rule, worded the same way. */
export const documentOfWrongType = (file = "This file") => `${file} must be a ${DOCUMENT_KIND_LIST} file.`;

/**
 * A whole application body over MAX_FORM_BYTES (limits.ts): only a file over the limit makes one (the cover
 * letter as text is at most LIMITS.coverLetter characters).
 */
export const APPLICATION_TOO_LARGE = documentTooLarge("One of the files");
