import { siteOrigin } from "@/lib/auth/cookies";
import { rejectCrossSite } from "@/lib/auth/same-origin";
import { NO_STORE, readOneTap, showConfirmPage, toConfirmPage } from "@/lib/one-tap-link";
import { isApiError, productApi } from "@/lib/product-api";
import { errorResponse } from "@/lib/product-api/error-response";

// The List-Unsubscribe URL of the alert mails. No sign-in: the signed token names the one alert.
// - POST with `List-Unsubscribe=One-Click` (RFC 8058, sent by the mail provider): unsubscribes.
// - POST from the confirm form of /alerts/unsubscribe (works without JavaScript): unsubscribes and
//   shows that page again with the outcome.
// - GET (someone, or a link scanner, opening the URL): only shows the confirm page.

const PAGE = "/alerts/unsubscribe";

export const GET = showConfirmPage(PAGE);

export async function POST(request: Request) {
  const crossSite = rejectCrossSite(request, siteOrigin());
  if (crossSite) return crossSite;
  const { token, locale, oneClick } = await readOneTap(request);
  try {
    await productApi().unsubscribeAlert(token);
  } catch (error) {
    const invalid = isApiError(error, 400) || isApiError(error, 422);
    if (!invalid) return errorResponse(error);
    if (oneClick)
      return Response.json(
        { message: "This unsubscribe link is not valid." },
        { status: 400, headers: NO_STORE },
      );
    return toConfirmPage(PAGE, { token, result: "invalid" }, locale);
  }
  if (oneClick) return Response.json({ unsubscribed: true }, { headers: NO_STORE });
  return toConfirmPage(PAGE, { result: "done" }, locale);
}
