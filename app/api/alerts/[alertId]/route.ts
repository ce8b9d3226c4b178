import { requireSession, withApiAuth } from "@/lib/auth/api-auth";
import { siteOrigin } from "@/lib/auth/cookies";
import { rejectCrossSite } from "@/lib/auth/same-origin";
import { parsePositiveInt } from "@/lib/format";
import { productApi } from "@/lib/product-api";
import { errorResponse, invalidInputResponse } from "@/lib/product-api/error-response";
import { updateAlertSchema } from "@/lib/validations/job-alert";
import { readJson } from "../read-json";

// Pause, resume, change the frequency of or delete one of the seeker's alerts (the Alerts page).

type Props = { params: Promise<{ alertId: string }> };
const PRIVATE = { "cache-control": "private, no-store" };
const NO_ALERT = () => Response.json({ message: "There is no such job alert." }, { status: 404 });

async function guard(request: Request) {
  return rejectCrossSite(request, siteOrigin()) ?? (await requireSession());
}

export async function PATCH(request: Request, { params }: Props) {
  const denied = await guard(request);
  if (denied instanceof Response) return denied;
  const id = parsePositiveInt((await params).alertId);
  if (id === null) return NO_ALERT();
  const body = await readJson(request);
  if (body instanceof Response) return body;
  const parsed = updateAlertSchema.safeParse(body.json);
  if (!parsed.success) return invalidInputResponse(parsed.error.issues);
  try {
    return await withApiAuth(async (token) =>
      Response.json(await productApi(token).updateAlert(id, parsed.data), { headers: PRIVATE }),
    );
  } catch (error) {
    return errorResponse(error);
  }
}

export async function DELETE(request: Request, { params }: Props) {
  const denied = await guard(request);
  if (denied instanceof Response) return denied;
  const id = parsePositiveInt((await params).alertId);
  if (id === null) return NO_ALERT();
  try {
    return await withApiAuth(async (token) => {
      await productApi(token).deleteAlert(id);
      return new Response(null, { status: 204, headers: PRIVATE });
    });
  } catch (error) {
    return errorResponse(error);
  }
}
