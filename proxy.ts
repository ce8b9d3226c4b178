import { getToken } from "next-auth/jwt";
import { type NextRequest, NextResponse } from "next/server";
import { authSecret, secureCookies } from "@/lib/auth/cookies";
import { nextWithFreshTokens } from "@/lib/auth/proxy-renewal";
import { loginPath } from "@/lib/auth/start-path";
import { parsePositiveInt } from "@/lib/format";
import { DEFAULT_LOCALE, isLocale, localePath, splitLocale } from "@/lib/i18n/locales";
import { isApiError, productApi } from "@/lib/product-api";

// Runs only where the matcher says, so public pages never pay for it (searches are rewritten to their
// page by next.config.ts, which costs far less than a proxy run):
// - the home page only when the provider sends a visitor back from Log out (`?state=fr`);
// - the signed-in areas: anonymous visitors are turned away early (the pages check the session too),
//   and signed-in visitors' tokens are renewed here when due, where the cookie can be set;
// - /jobs/{id}/apply of a job that does not exist: rewritten to /jobs/{id}, whose cached 404 has its
//   message in the HTML. The apply page is dynamic, and a dynamic page's notFound() gets Next 16's empty
//   error document (see components/layout/not-found-response.tsx); it reads the job afresh anyway.

const APPLY_PATH = /^\/jobs\/([^/]+)\/apply$/;
// Pages the old app did not have, reached from mail ('Manage your alerts') and the save flow: a guest
// signs in and lands on them, where /profile and /applications send guests home as the old app did.
const SIGN_IN_FIRST = /^\/(saved-jobs|alerts)(\/|$)/;
// The moderation console is a 404 for everyone but moderators (the session says so, from the access
// token: lib/auth/moderator.ts); its pages ask the access token again, and the product API decides.
const MODERATION = /^\/moderation(\/|$)/;

async function missingJob(rawId: string) {
  const id = parsePositiveInt(rawId);
  if (id === null) return true;
  try {
    await productApi().getJob(id);
    return false;
  } catch (error) {
    // Any other failure is the apply page's to explain.
    return isApiError(error, 404);
  }
}

/**
 * The provider's way back after Log out (lib/auth/oidc.ts `providerLogoutUrl`): the site origin, with
 * the language of the page the visitor logged out from as `state`. The home page in that language.
 */
function homeAfterLogout(request: NextRequest) {
  const locale = request.nextUrl.searchParams.get("state");
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) return NextResponse.next();
  return NextResponse.redirect(new URL(localePath(locale, "/"), request.url), 303);
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === "/") return homeAfterLogout(request);
  // The guarded pages in every language: /fr/profile is /profile in French.
  const { locale, path } = splitLocale(pathname);
  const token = await getToken({ req: request, secret: authSecret(), secureCookie: secureCookies() });
  const signedIn = Boolean(token?.accessToken && !token.error);
  const apply = APPLY_PATH.exec(path);
  if (apply) {
    if (await missingJob(apply[1]))
      return NextResponse.rewrite(new URL(localePath(locale, `/jobs/${apply[1]}`), request.url));
    return signedIn ? nextWithFreshTokens(request, token!) : NextResponse.next();
  }
  if (MODERATION.test(path)) {
    if (signedIn && token?.moderator) return nextWithFreshTokens(request, token);
    // An address no page has: the site's own 404, with its message in the HTML.
    return NextResponse.rewrite(new URL(localePath(locale, "/moderation/not-found"), request.url));
  }
  if (signedIn) return nextWithFreshTokens(request, token!);
  if (!SIGN_IN_FIRST.test(path)) return NextResponse.redirect(new URL(localePath(locale, "/"), request.url));
  // Straight to the provider's login screen, in the page's language.
  return NextResponse.redirect(new URL(loginPath(pathname + request.nextUrl.search), request.url));
}

// Next.js reads the matcher at build time and needs it literal.
export const config = {
  matcher: [
    // Only on the way back from Log out: the home page is otherwise never proxied.
    { source: "/", has: [{ type: "query", key: "state" }] },
    "/profile/:path*",
    "/applications/:path*",
    "/saved-jobs/:path*",
    // Exactly /alerts: its unsubscribe page works signed out.
    "/alerts",
    "/jobs/:jobId/apply",
    "/moderation/:path*",
    "/:locale(fr|pt|sw|ar)/profile/:path*",
    "/:locale(fr|pt|sw|ar)/applications/:path*",
    "/:locale(fr|pt|sw|ar)/saved-jobs/:path*",
    "/:locale(fr|pt|sw|ar)/alerts",
    "/:locale(fr|pt|sw|ar)/jobs/:jobId/apply",
    "/:locale(fr|pt|sw|ar)/moderation/:path*",
  ],
};
