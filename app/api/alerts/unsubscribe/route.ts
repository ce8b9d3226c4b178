import { siteOrigin } from "@/lib/auth/cookies";
import { DEFAULT_LOCALE, isLocale, localePath } from "@/lib/i18n/locales";
import { rejectCrossSite } from "@/lib/auth/same-origin";
import { isApiError, productApi } from "@/lib/product-api";
import { errorResponse } from "@/lib/product-api/error-response";
import { readCapped } from "@/lib/request-body";

// The List-Unsubscribe URL of the alert mails. No sign-in: the signed token names the one alert.
// - POST with `List-Unsubscribe=One-Click` (RFC 8058, sent by the mail provider): unsubscribes.
// - POST from the confirm form of /alerts/unsubscribe (works without JavaScript): unsubscribes and
//   shows that page again with the outcome.
// - GET (someone, or a link scanner, opening the URL): only shows the confirm page.

const NO_STORE = { "cache-control": "no-store" };
// The page comes back in the language it was read in (the form's `locale`, the link's `lang`).
const pageUrl = (params: Record<string, string>, lang?: string | null) =>
  localePath(isLocale(lang) ? lang : DEFAULT_LOCALE, `/alerts/unsubscribe?${new URLSearchParams(params)}`);
const redirect = (location: string) =>
  new Response(null, { status: 303, headers: { location, ...NO_STORE } });

export function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  return redirect(pageUrl({ token: query.get("token") ?? "" }, query.get("lang")));
}

export async function POST(request: Request) {
  const crossSite = rejectCrossSite(request, siteOrigin());
  if (crossSite) return crossSite;
  const raw = (await readCapped(request, 4096)) ?? "";
  const form = new URLSearchParams(raw);
  const oneClick = form.get("List-Unsubscribe") === "One-Click";
  const token = form.get("token") ?? new URL(request.url).searchParams.get("token") ?? "";
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
    return redirect(pageUrl({ token, result: "invalid" }, form.get("locale")));
  }
  if (oneClick) return Response.json({ unsubscribed: true }, { headers: NO_STORE });
  return redirect(pageUrl({ result: "done" }, form.get("locale")));
}
