import { withApiAuth } from "@/lib/auth/api-auth";
import { productApi } from "@/lib/product-api";
import { errorResponse } from "@/lib/product-api/error-response";
import { pushEndpointSchema, pushSubscriptionSchema } from "@/lib/validations/notifications";
import { readSeekerJson } from "../../../alerts/read-json";

// This device's Web Push subscription: POST turns push on (the browser's PushSubscription), DELETE
// turns it off (its endpoint), from the Notifications section.

const PRIVATE = { "cache-control": "private, no-store" };

export async function POST(request: Request) {
  const subscription = await readSeekerJson(request, pushSubscriptionSchema);
  if (subscription instanceof Response) return subscription;
  try {
    return await withApiAuth(async (token) =>
      Response.json(await productApi(token).subscribePush(subscription.data), {
        status: 201,
        headers: PRIVATE,
      }),
    );
  } catch (error) {
    return errorResponse(error);
  }
}

export async function DELETE(request: Request) {
  const device = await readSeekerJson(request, pushEndpointSchema);
  if (device instanceof Response) return device;
  try {
    return await withApiAuth(async (token) => {
      await productApi(token).unsubscribePush(device.data.endpoint);
      return new Response(null, { status: 204, headers: PRIVATE });
    });
  } catch (error) {
    return errorResponse(error);
  }
}
