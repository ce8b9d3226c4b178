import { z } from "zod";
import { readCappedBytes } from "@/lib/request-body";
import { ID_PATTERN, MAX_FORM_BYTES } from "@/services/product-api/lib/limits";

// The application form as the browser sends it (spec §2 Apply, §7 POST applications).

export class BodyTooLargeError extends Error {}

/** Reads a multipart body, giving up (BodyTooLargeError) as soon as it passes `limit` bytes. */
export async function readFormData(request: Request, limit = MAX_FORM_BYTES): Promise<FormData> {
  const chunks = await readCappedBytes(request, limit);
  if (!chunks) throw new BodyTooLargeError();
  return new Response(new Blob(chunks as BlobPart[]), {
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  }).formData();
}

// Sizes and content types are the product API's to judge (413/415 by content); here only presence.
// The CV is a new upload, or the id of one the seeker sent before (the API copies it on its side).
export const applicationFormSchema = z
  .object({
    jobId: z
      .string({ error: "Choose a job to apply to" })
      .regex(ID_PATTERN, { error: "Choose a job to apply to" }),
    resumeFile: z
      .instanceof(File, { error: "Resume/CV is required" })
      .refine((f) => f.size > 0, { error: "Resume/CV is required" })
      .optional(),
    resumeFileId: z.string().regex(ID_PATTERN, { error: "Choose one of your earlier CVs" }).optional(),
    coverLetter: z.union([z.instanceof(File), z.string()]).optional(),
  })
  .superRefine((form, ctx) => {
    if (!form.resumeFile && !form.resumeFileId)
      ctx.addIssue({ code: "custom", path: ["resumeFile"], message: "Resume/CV is required" });
    if (form.resumeFile && form.resumeFileId)
      ctx.addIssue({
        code: "custom",
        path: ["resumeFileId"],
        message: "Send one CV: a file or an earlier one",
      });
  });

/** The form's fields by name; an empty file input or text counts as absent. */
export function formFields(form: FormData) {
  const present = (value: FormDataEntryValue | null) =>
    value === null || (value instanceof File ? value.size === 0 && !value.name : value === "")
      ? undefined
      : value;
  return {
    jobId: present(form.get("jobId")),
    resumeFile: present(form.get("resumeFile")),
    resumeFileId: present(form.get("resumeFileId")),
    coverLetter: present(form.get("coverLetter")),
  };
}
