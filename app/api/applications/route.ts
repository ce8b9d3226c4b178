import { z } from "zod";
import { requireSession, withApiAuth } from "@/lib/auth/api-auth";
import { seekerGet } from "@/lib/auth/seeker-get";
import { siteOrigin } from "@/lib/auth/cookies";
import { rejectCrossSite } from "@/lib/auth/same-origin";
import { productApi } from "@/lib/product-api";
import { errorResponse, invalidInputResponse } from "@/lib/product-api/error-response";
import { IDEMPOTENCY_KEY_HEADER, idempotencyKey } from "@/services/product-api/lib/idempotency-key";
import { MAX_PAGE } from "@/services/product-api/lib/limits";
import { applicationFormSchema, BodyTooLargeError, formFields, readFormData } from "@/lib/product-api/upload";

// The signed-in job seeker's applications: list them, and apply with a CV (spec §7).

const PRIVATE = { "cache-control": "private, no-store" };

const listQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const GET = seekerGet(listQuery, (api, query, session) =>
  api.listApplicationsForJobseeker(session.user.id, query),
);

export async function POST(request: Request) {
  const crossSite = rejectCrossSite(request, siteOrigin());
  if (crossSite) return crossSite;
  const session = await requireSession();
  if (session instanceof Response) return session;

  // One key per press of Submit (components/apply/upload-application.ts): a proxy's resend of the
  // same attempt then gets the stored application rather than a 409.
  const key = idempotencyKey().safeParse(request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? undefined);
  if (!key.success) return Response.json({ message: key.error.issues[0].message }, { status: 400 });

  if (!request.headers.get("content-type")?.toLowerCase().startsWith("multipart/form-data")) {
    return Response.json({ message: "Send the application as multipart/form-data." }, { status: 415 });
  }
  let form: FormData;
  try {
    form = await readFormData(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return Response.json({ message: "Each file must be 5MB or smaller." }, { status: 413 });
    }
    return Response.json({ message: "The application form could not be read." }, { status: 400 });
  }
  const parsed = applicationFormSchema.safeParse(formFields(form));
  if (!parsed.success) return invalidInputResponse(parsed.error.issues);

  const upstream = new FormData();
  upstream.set("jobId", parsed.data.jobId);
  const { resumeFile, resumeFileId } = parsed.data;
  if (resumeFile) upstream.set("resumeFile", resumeFile, resumeFile.name);
  else if (resumeFileId) upstream.set("resumeFileId", resumeFileId);
  const { coverLetter } = parsed.data;
  if (coverLetter instanceof File) upstream.set("coverLetter", coverLetter, coverLetter.name);
  else if (coverLetter !== undefined) upstream.set("coverLetter", coverLetter);

  try {
    return await withApiAuth(async (token) => {
      const application = await productApi(token).submitApplication(upstream, { idempotencyKey: key.data });
      return Response.json(application, { status: 201, headers: PRIVATE });
    });
  } catch (error) {
    return errorResponse(error);
  }
}
