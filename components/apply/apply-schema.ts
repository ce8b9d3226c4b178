import { z } from "zod";
import { LIMITS } from "@/services/product-api/lib/limits";

export const ACCEPTED_EXTENSIONS = ".pdf,.doc,.docx,.rtf";
export const MAX_FILE_BYTES = LIMITS.upload;
export const FILE_HINT = "PDF, DOCX or RTF format (Max 5MB)";
export const RESUME_REQUIRED = "Resume/CV is required";
export const WRONG_TYPE = "Please choose a PDF, DOC, DOCX or RTF file.";
export const TOO_LARGE = "This file is larger than 5MB. Please choose a smaller file.";

const ACCEPTED = /\.(pdf|docx?|rtf)$/i;

/** The chosen file of a file input's value (a FileList), if any. */
export function chosenFile(value: unknown): File | undefined {
  if (!value || typeof value !== "object" || !("length" in value)) return undefined;
  const first = (value as ArrayLike<File>)[0];
  return first && typeof first === "object" && "size" in first ? first : undefined;
}

function fileField(required: boolean) {
  return z.custom<FileList | undefined>().superRefine((value, ctx) => {
    const file = chosenFile(value);
    if (!file) {
      if (required) ctx.addIssue({ code: "custom", message: RESUME_REQUIRED });
      return;
    }
    if (!ACCEPTED.test(file.name)) ctx.addIssue({ code: "custom", message: WRONG_TYPE });
    else if (file.size > MAX_FILE_BYTES) ctx.addIssue({ code: "custom", message: TOO_LARGE });
  });
}

/** The resume is required, the cover letter optional; both PDF/DOC/DOCX/RTF of at most 5MB. */
export const applySchema = z.object({ resume: fileField(true), coverLetter: fileField(false) });

export type ApplyFormValues = z.infer<typeof applySchema>;
