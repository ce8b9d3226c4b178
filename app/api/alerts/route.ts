import { requireSession, withApiAuth } from "@/lib/auth/api-auth";
import { siteOrigin } from "@/lib/auth/cookies";
import { rejectCrossSite } from "@/lib/auth/same-origin";
import { productApi } from "@/lib/product-api";
import { errorResponse, invalidInputResponse } from "@/lib/product-api/error-response";
import { alertInputFromQueryString, createAlertSchema } from "@/lib/validations/job-alert";
import { readJson } from "./read-json";

// POST: 'Email me new jobs like these' on a search page (components/alerts/create-alert-button.tsx).
// There is no GET: the Alerts page reads the seeker's alerts on the server.

const PRIVATE = { "cache-control": "private, no-store" };

export async function POST(request: Request) {
  const crossSite = rejectCrossSite(request, siteOrigin());
  if (crossSite) return crossSite;
  const session = await requireSession();
  if (session instanceof Response) return session;
  const body = await readJson(request);
  if (body instanceof Response) return body;
  const parsed = createAlertSchema.safeParse(body.json);
  if (!parsed.success) return invalidInputResponse(parsed.error.issues);
  const input = { ...alertInputFromQueryString(parsed.data.search), frequency: parsed.data.frequency };
  try {
    return await withApiAuth(async (token) => {
      const { alert, created } = await productApi(token).createAlert(input);
      return Response.json({ alert, created }, { status: created ? 201 : 200, headers: PRIVATE });
    });
  } catch (error) {
    return errorResponse(error);
  }
}
