import { z } from "zod";
import { DOCUMENT_KINDS, documentOfWrongType, documentTooLarge } from "@/services/product-api/lib/documents";
import { LIMITS } from "@/services/product-api/lib/limits";

// The product API judges each file (by content and size); these checks only say so before the
// upload, with the API's own constants and wording (services/product-api/lib/documents.ts).

const RESUME_REQUIRED = "Resume/CV is required";
const ACCEPTED = new RegExp(`\\.(${DOCUMENT_KINDS.join("|")})$`, "i");

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
        if (!ACCEPTED.test(file.name)) ctx.addIssue({ code: "custom", message: documentOfWrongType() });
        else if (file.size > LIMITS.upload) ctx.addIssue({ code: "custom", message: documentTooLarge() });
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
 * optional; files of the kinds and size the API takes.
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
