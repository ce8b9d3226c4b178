import type { z } from "zod";
import { readJson } from "@/app/api/alerts/read-json";
import { requireSession, withApiAuth } from "@/lib/auth/api-auth";
import { siteOrigin } from "@/lib/auth/cookies";
import { rejectCrossSite } from "@/lib/auth/same-origin";
import { isApiError, productApi } from "@/lib/product-api";
import { errorResponse, invalidInputResponse } from "@/lib/product-api/error-response";
import { errorMessageOf } from "@/lib/error-message";
import { PHONE_PROBLEM_TYPE } from "@/lib/validations/phone";

// The Phone section's calls (components/phone): the four steps of every route handler, and the
// product API's phone refusals passed on with their `code` (phone.errors.* in the catalogues), so
// that the section says what went wrong in the seeker's language. Numbers are never logged here.

type Api = ReturnType<typeof productApi>;
const PRIVATE = { "cache-control": "private, no-store" };

function phoneError(error: unknown): Response {
  const type = isApiError(error) ? (error.data as { type?: unknown } | undefined)?.type : undefined;
  if (
    isApiError(error) &&
    typeof error.status === "number" &&
    typeof type === "string" &&
    type.startsWith(PHONE_PROBLEM_TYPE)
  ) {
    const headers: Record<string, string> = { ...PRIVATE };
    if (error.retryAfter !== undefined) headers["retry-after"] = String(error.retryAfter);
    return Response.json(
      { message: errorMessageOf(error.data), code: type.slice(PHONE_PROBLEM_TYPE.length) },
      { status: error.status, headers },
    );
  }
  return errorResponse(error);
}

/** The same site (for writes) and signed in; else the answer that says which is missing. */
async function refusal(request: Request): Promise<Response | null> {
  if (request.method !== "GET") {
    const crossSite = rejectCrossSite(request, siteOrigin());
    if (crossSite) return crossSite;
  }
  const session = await requireSession();
  return session instanceof Response ? session : null;
}

/** `call` with the API as the seeker; its answer as JSON (or 204 when it gives none). */
async function answer(call: (api: Api) => Promise<unknown>, status: number) {
  try {
    return await withApiAuth(async (token) => {
      const body = await call(productApi(token));
      return body === undefined
        ? new Response(null, { status: 204, headers: PRIVATE })
        : Response.json(body, { status, headers: PRIVATE });
    });
  } catch (error) {
    return phoneError(error);
  }
}

export async function phoneCall(request: Request, call: (api: Api) => Promise<unknown>, status = 200) {
  return (await refusal(request)) ?? answer(call, status);
}

/** As phoneCall, with a JSON body checked against `schema` after the caller is known. */
export async function phoneCallWith<S extends z.ZodType>(
  request: Request,
  schema: S,
  call: (api: Api, input: z.output<S>) => Promise<unknown>,
  status = 200,
) {
  const refused = await refusal(request);
  if (refused) return refused;
  const body = await readJson(request);
  if (body instanceof Response) return body;
  const parsed = schema.safeParse(body.json);
  if (!parsed.success) return invalidInputResponse(parsed.error.issues);
  return answer((api) => call(api, parsed.data), status);
}
