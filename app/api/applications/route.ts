import { z } from "zod";
import { requireSession } from "@/lib/auth/api-auth";
import { seekerGet } from "@/lib/auth/seeker-get";
import { DEFAULT_LOCALE, LOCALES } from "@/lib/i18n/locales";
import { withPlacesIn } from "@/lib/job-places";
import { siteOrigin } from "@/lib/auth/cookies";
import { rejectCrossSite } from "@/lib/auth/same-origin";
import { streamWithApiAuth } from "@/lib/auth/stream-with-api-auth";
import { errorResponse } from "@/lib/product-api/error-response";
import { apiErrorFrom } from "@/lib/product-api/errors";
import { APPLICATION_TOO_LARGE } from "@/services/product-api/lib/documents";
import { IDEMPOTENCY_KEY_HEADER, idempotencyKey } from "@/services/product-api/lib/idempotency-key";
import { MAX_FORM_BYTES, MAX_PAGE } from "@/services/product-api/lib/limits";

// The signed-in job seeker's applications (docs/product.md, "Apply" and "My Applications"): list
// them, and apply with a CV. The application form is streamed to the product API as it arrives,
// never read here: the API alone judges its fields, the files' types and their size.

const PRIVATE = { "cache-control": "private, no-store" };

const listQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  // The page's language, for the jobs' places.
  lang: z.enum(LOCALES).default(DEFAULT_LOCALE),
});

export const GET = seekerGet(listQuery, async (api, { lang, ...query }, session) => {
  const page = await api.listApplicationsForJobseeker(session.user.id, query);
  return { ...page, applications: await withPlacesIn(page.applications, lang) };
});

export async function POST(request: Request) {
  const crossSite = rejectCrossSite(request, siteOrigin());
  if (crossSite) return crossSite;
  const session = await requireSession();
  if (session instanceof Response) return session;

  // One key per filled-in form, kept across its attempts (components/apply/apply-form.tsx): a resend
  // of an application the API stored (by a proxy, or by the seeker after a network failure) then
  // gets the stored application rather than a 409.
  const key = idempotencyKey().safeParse(request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? undefined);
  if (!key.success) return Response.json({ message: key.error.issues[0].message }, { status: 400 });
  // The API's limit, applied to the declared length before a byte is read (and by the API itself to
  // a body of unknown length as it streams).
  if (Number(request.headers.get("content-length")) > MAX_FORM_BYTES)
    return Response.json({ message: APPLICATION_TOO_LARGE }, { status: 413 });

  const answer = await streamWithApiAuth(request, "/api/v1/applications");
  if (answer.ok)
    return new Response(answer.body, {
      status: answer.status,
      headers: { "content-type": "application/json", ...PRIVATE },
    });
  if (answer.status === 307 || !answer.headers.get("content-type")?.includes("problem+json")) return answer;
  return errorResponse(apiErrorFrom(answer.status, await answer.text()));
}
