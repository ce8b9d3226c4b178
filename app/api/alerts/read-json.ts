import type { z } from "zod";
import { requireSession } from "@/lib/auth/api-auth";
import { siteOrigin } from "@/lib/auth/cookies";
import { rejectCrossSite } from "@/lib/auth/same-origin";
import { invalidInputResponse } from "@/lib/product-api/error-response";
import { readCapped } from "@/lib/request-body";

/** A small JSON body, or the 4xx to answer with. */
export async function readJson(request: Request, limit = 8 * 1024): Promise<{ json: unknown } | Response> {
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json"))
    return Response.json({ message: "Send application/json." }, { status: 415 });
  const raw = await readCapped(request, limit);
  if (raw === null) return Response.json({ message: "The request is too large." }, { status: 413 });
  try {
    return { json: JSON.parse(raw) };
  } catch {
    return Response.json({ message: "The body is not valid JSON." }, { status: 400 });
  }
}

/**
 * A signed-in seeker's same-origin JSON body, checked against `schema`; or the 4xx to answer with
 * (403 cross-site, 401 signed out, 413/415/400 for the body, 422 for its fields).
 */
export async function readSeekerJson<T>(
  request: Request,
  schema: z.ZodType<T>,
): Promise<{ data: T } | Response> {
  const denied = rejectCrossSite(request, siteOrigin()) ?? (await requireSession());
  if (denied instanceof Response) return denied;
  const body = await readJson(request);
  if (body instanceof Response) return body;
  const parsed = schema.safeParse(body.json);
  return parsed.success ? { data: parsed.data } : invalidInputResponse(parsed.error.issues);
}
