import { siteOrigin } from "@/lib/auth/cookies";
import { rejectCrossSite } from "@/lib/auth/same-origin";
import { NO_STORE, readOneTap, showConfirmPage, toConfirmPage } from "@/lib/one-tap-link";
import { isApiError, productApi } from "@/lib/product-api";
import { errorResponse } from "@/lib/product-api/error-response";

// The one-tap off link of every notification (services/product-api/notify/off-token.ts). No sign-in:
// the signed token names what to stop. As the alert mails' unsubscribe route: a GET only shows the
// confirm page /notifications/off; its form, or a mail provider's one-click POST, turns it off.

const PAGE = "/notifications/off";

export const GET = showConfirmPage(PAGE);

export async function POST(request: Request) {
  const crossSite = rejectCrossSite(request, siteOrigin());
  if (crossSite) return crossSite;
  const { token, locale, oneClick } = await readOneTap(request);
  try {
    const { kind, channel } = await productApi().turnNotificationsOff(token);
    if (oneClick) return Response.json({ off: true }, { headers: NO_STORE });
    return toConfirmPage(PAGE, { result: "done", kind, channel }, locale);
  } catch (error) {
    const gone = isApiError(error, 404);
    if (!gone && !isApiError(error, 400) && !isApiError(error, 422)) return errorResponse(error);
    if (oneClick)
      return Response.json({ message: "This link is not valid." }, { status: 400, headers: NO_STORE });
    return toConfirmPage(PAGE, { result: gone ? "gone" : "invalid" }, locale);
  }
}
