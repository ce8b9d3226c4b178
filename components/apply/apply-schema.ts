import { z } from "zod";
import { LIMITS } from "@/services/product-api/lib/limits";

export const ACCEPTED_EXTENSIONS = ".pdf,.doc,.docx,.rtf";
const MAX_FILE_BYTES = LIMITS.upload;
export const FILE_HINT = "PDF, DOCX or RTF format (Max 5MB)";
const RESUME_REQUIRED = "Resume/CV is required";
const WRONG_TYPE = "Please choose a PDF, DOC, DOCX or RTF file.";
const TOO_LARGE = "This file is larger than 5MB. Please choose a smaller file.";

const ACCEPTED = /\.(pdf|docx?|rtf)$/i;

/** The chosen file of a file input's value (a FileList), if any. */
export function chosenFile(value: unknown): File | undefined {
  if (!value || typeof value !== "object" || !("length" in value)) return undefined;
  const first = (value as ArrayLike<File>)[0];
  return first && typeof first === "object" && "size" in first ? first : undefined;
}

function fileField() {
  return (
    z
      .custom<FileList | undefined>()
      .superRefine((value, ctx) => {
        const file = chosenFile(value);
        if (!file) return;
        if (!ACCEPTED.test(file.name)) ctx.addIssue({ code: "custom", message: WRONG_TYPE });
        else if (file.size > MAX_FILE_BYTES) ctx.addIssue({ code: "custom", message: TOO_LARGE });
      })
      // A file input that is not shown (an earlier CV chosen instead) has no value at all.
      .optional()
  );
}

/** The choice of a seeker who has sent CVs before: one of those (its file id), or a new upload. */
export const UPLOAD_NEW = "upload";
export const earlierCvId = (source: string | undefined) =>
  source && source !== UPLOAD_NEW ? source : undefined;

/**
 * The resume is required (a new file, or an earlier CV where the form offers them), the cover letter
 * optional; files PDF/DOC/DOCX/RTF of at most 5MB.
 */
export const applySchema = z
  .object({
    resumeSource: z.string().optional(),
    resume: fileField(),
    coverLetter: fileField(),
  })
  .superRefine((values, ctx) => {
    if (!earlierCvId(values.resumeSource) && !chosenFile(values.resume))
      ctx.addIssue({ code: "custom", path: ["resume"], message: RESUME_REQUIRED });
  });

export type ApplyFormValues = z.infer<typeof applySchema>;
