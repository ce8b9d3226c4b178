import { siteOrigin } from "@/lib/auth/cookies";
import { rejectCrossSite } from "@/lib/auth/same-origin";
import { DEFAULT_LOCALE, isLocale, localePath } from "@/lib/i18n/locales";
import { isApiError, productApi } from "@/lib/product-api";
import { errorResponse } from "@/lib/product-api/error-response";
import { readCapped } from "@/lib/request-body";

// The one-tap off link of every notification (services/product-api/notify/off-token.ts). No sign-in:
// the signed token names what to stop. As the alert mails' unsubscribe route:
// - POST with `List-Unsubscribe=One-Click` (a mail provider's button): turns it off;
// - POST from the confirm form of /notifications/off: turns it off, and shows that page with the outcome;
// - GET (a link scanner, or someone opening the URL): only shows the confirm page.

const NO_STORE = { "cache-control": "no-store" };
const pageUrl = (params: Record<string, string>, lang?: string | null) =>
  localePath(isLocale(lang) ? lang : DEFAULT_LOCALE, `/notifications/off?${new URLSearchParams(params)}`);
const redirect = (location: string) =>
  new Response(null, { status: 303, headers: { location, ...NO_STORE } });

export function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  return redirect(pageUrl({ token: query.get("token") ?? "" }, query.get("lang")));
}

export async function POST(request: Request) {
  const crossSite = rejectCrossSite(request, siteOrigin());
  if (crossSite) return crossSite;
  const form = new URLSearchParams((await readCapped(request, 4096)) ?? "");
  const oneClick = form.get("List-Unsubscribe") === "One-Click";
  const token = form.get("token") ?? new URL(request.url).searchParams.get("token") ?? "";
  const locale = form.get("locale");
  try {
    const { kind, channel } = await productApi().turnNotificationsOff(token);
    if (oneClick) return Response.json({ off: true }, { headers: NO_STORE });
    return redirect(pageUrl({ result: "done", kind, channel }, locale));
  } catch (error) {
    const result = isApiError(error, 404)
      ? "gone"
      : isApiError(error, 400) || isApiError(error, 422)
        ? "invalid"
        : null;
    if (!result) return errorResponse(error);
    if (oneClick)
      return Response.json({ message: "This link is not valid." }, { status: 400, headers: NO_STORE });
    return redirect(pageUrl({ result }, locale));
  }
}
