import { withApiAuth } from "@/lib/auth/api-auth";
import { productApi } from "@/lib/product-api";
import { errorResponse } from "@/lib/product-api/error-response";
import { notificationChoicesSchema } from "@/lib/validations/notifications";
import { readSeekerJson } from "../../alerts/read-json";

// PUT: the seeker's notification choices (components/notifications/notification-settings.tsx). The
// page reads them on the server; there is no GET.

export async function PUT(request: Request) {
  const choices = await readSeekerJson(request, notificationChoicesSchema);
  if (choices instanceof Response) return choices;
  try {
    return await withApiAuth(async (token) =>
      Response.json(await productApi(token).chooseNotifications(choices.data), {
        headers: { "cache-control": "private, no-store" },
      }),
    );
  } catch (error) {
    return errorResponse(error);
  }
}
