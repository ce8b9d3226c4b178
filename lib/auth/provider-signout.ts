import "server-only";
import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { splitLocale } from "@/lib/i18n/locales";
import { authSecret, secureCookies, siteOrigin } from "./cookies";
import { providerLogoutUrl } from "./oidc";

/**
 * next-auth's own sign-out (POST /api/auth/signout, and its signOut() in page scripts) ends the
 * provider's session too, as the menu's federated log-out does: otherwise the next sign-in would
 * skip the password. next-auth checks the CSRF token, runs the signOut event (end-sessions.ts) and
 * clears the cookies; its answer, a redirect or `{ url }`, is then pointed at the provider's
 * end_session_endpoint, which comes back to the site's home page in the callbackUrl's language.
 */
export async function signOutAtProvider(
  request: NextRequest,
  signOut: (request: NextRequest) => Promise<Response>,
): Promise<Response> {
  const token = await getToken({ req: request, secret: authSecret(), secureCookie: secureCookies() });
  const response = await signOut(request);
  if (!token) return response;
  const json = response.headers.get("content-type")?.includes("application/json") ?? false;
  const target = json
    ? ((await response.clone().json()) as { url?: unknown }).url
    : response.headers.get("location");
  if (typeof target !== "string") return response;
  const origin = siteOrigin();
  const goingTo = new URL(target, origin);
  // A refused CSRF token sends the visitor back to next-auth's confirmation page, signed in still.
  if (goingTo.origin === origin && goingTo.pathname.startsWith("/api/auth/signout")) return response;
  const locale = goingTo.origin === origin ? splitLocale(goingTo.pathname).locale : undefined;
  const logout = await providerLogoutUrl(token.idToken, `${origin}/`, locale);
  if (!logout) return response;
  const headers = new Headers(response.headers);
  if (json) {
    headers.delete("content-length");
    return new Response(JSON.stringify({ url: logout }), { status: response.status, headers });
  }
  headers.set("location", logout);
  return new Response(null, { status: response.status, headers });
}
