import { oneTapLink } from "@/lib/one-tap-link";
import { isApiError, productApi } from "@/lib/product-api";

// The one-tap off link of every notification (services/product-api/notify/off-token.ts;
// lib/one-tap-link.ts). No sign-in: the signed token names what to stop, on which channel. Its
// confirm page is /notifications/off.

const link = oneTapLink({
  path: "/notifications/off",
  async act(token) {
    const { kind, channel } = await productApi().turnNotificationsOff(token);
    return { kind, channel };
  },
  oneClickDone: { off: true },
  refused: (error) =>
    isApiError(error, 404) ? "gone" : isApiError(error, 400) || isApiError(error, 422) ? "invalid" : null,
});

export const GET = link.GET;
export const POST = link.POST;
