import { oneTapLink } from "@/lib/one-tap-link";
import { isApiError, productApi } from "@/lib/product-api";

// The List-Unsubscribe URL of the alert mails (lib/one-tap-link.ts). No sign-in: the signed token
// names the one alert. Its confirm page is /alerts/unsubscribe.

const link = oneTapLink({
  path: "/alerts/unsubscribe",
  async act(token) {
    await productApi().unsubscribeAlert(token);
    return {};
  },
  oneClickDone: { unsubscribed: true },
  refused: (error) => (isApiError(error, 400) || isApiError(error, 422) ? "invalid" : null),
});

export const GET = link.GET;
export const POST = link.POST;
