import { type NextRequest, NextResponse } from "next/server";
import { callbackCookieName, clearCallbackCookie, siteOrigin } from "@/lib/auth/cookies";
import { isValidCallbackUrl } from "@/lib/auth/options";
import { rejectCrossSite } from "@/lib/auth/same-origin";
import { startSignIn } from "@/lib/auth/start-sign-in";
import { readCapped } from "@/lib/request-body";

// The navigation's Sign Up and Login: plain forms posting here, so that they are in every page's HTML
// (the same for every guest) and work before the page's JavaScript has run, or without it. The
// provider's screen opens in the page's language and comes back to the page (`callbackUrl`, else the
// Referer, else the home page). A form of another site may not start it (403).
// GET is the same for links and redirects (a guest opening /fr/alerts, the report form's "log in"
// without JavaScript): `?callbackUrl=/fr/alerts[&intent=signup]`. It only opens the provider's
// screen, as a link to it would, so another site's link may start it.

export const dynamic = "force-dynamic";

/** The two fields and some room; a form's body is a few hundred bytes. */
const MAX_BODY_BYTES = 8 * 1024;

/**
 * The page to come back to. Before hydration the form knows only the page's path: the Referer, when it
 * is that page, adds its query (`/jobs?q=developer`).
 */
function returnAddress(field: string | null, referer: string | null, origin: string): string {
  const valid = (url: string | null) =>
    url && isValidCallbackUrl(url, origin) ? new URL(url, origin) : null;
  const page = valid(field);
  const from = valid(referer);
  if (page && from && page.pathname === from.pathname) return from.href;
  return (page ?? from)?.href ?? `${origin}/`;
}

/**
 * next-auth answers a callback-url cookie it cannot read ("foo") with a 500: the request is sent again
 * without it (307: the same method and body), as /api/auth/* does.
 */
function againWithoutBadCookie(request: NextRequest, origin: string) {
  const cookie = request.cookies.get(callbackCookieName())?.value;
  if (cookie === undefined || isValidCallbackUrl(cookie, origin)) return null;
  const { pathname, search } = request.nextUrl;
  return clearCallbackCookie(NextResponse.redirect(`${origin}${pathname}${search}`, 307));
}

const start = (fields: URLSearchParams, referer: string | null, origin: string) =>
  startSignIn(
    fields.get("intent") === "signup" ? "signup" : "login",
    returnAddress(fields.get("callbackUrl"), referer, origin),
  );

export async function POST(request: NextRequest) {
  const origin = siteOrigin();
  const refused = rejectCrossSite(request, origin) ?? againWithoutBadCookie(request, origin);
  if (refused) return refused;
  const text = await readCapped(request, MAX_BODY_BYTES);
  if (text === null) return Response.json({ message: "The request body is too large." }, { status: 413 });
  return start(new URLSearchParams(text), request.headers.get("referer"), origin);
}

export async function GET(request: NextRequest) {
  const origin = siteOrigin();
  return againWithoutBadCookie(request, origin) ?? start(request.nextUrl.searchParams, null, origin);
}
