// Session cookie settings shared by next-auth, the proxy and the session helpers. No "server-only":
// proxy.ts imports it, and nothing here is secret except what authSecret() returns at request time.

import { type NextRequest, NextResponse } from "next/server";
import { webEnv } from "../web-env";

const DEV_SECRET = "kazi-development-only-secret-never-use-in-production";
let warned = false;

/** NEXTAUTH_SECRET (or AUTH_SECRET); required in production, a fixed dev secret otherwise. */
export function authSecret(): string {
  const env = webEnv();
  const secret = env.NEXTAUTH_SECRET || env.AUTH_SECRET;
  if (secret) return secret;
  if (env.NODE_ENV === "production") {
    throw new Error(
      "NEXTAUTH_SECRET is not set. It encrypts the sign-in cookie and is required in production: " +
        "set it to a long random value (e.g. `openssl rand -base64 32`).",
    );
  }
  if (!warned) {
    warned = true;
    console.warn(
      "[auth] NEXTAUTH_SECRET is not set; using a fixed development secret. Never do this in production.",
    );
  }
  return DEV_SECRET;
}

/** The site's origin (SITE_URL), e.g. `http://localhost:3000`. */
export function siteOrigin(): string {
  return new URL(webEnv().SITE_URL).origin;
}

/** Cookies are `Secure` (and `__Secure-`/`__Host-` prefixed) when the site is served over https. */
export function secureCookies(): boolean {
  return siteOrigin().startsWith("https://");
}

/** The cookie next-auth keeps the encrypted session JWT in (chunked as `.0`, `.1`, ... when large). */
export function sessionCookieName(): string {
  return `${secureCookies() ? "__Secure-" : ""}next-auth.session-token`;
}

/** The cookie next-auth keeps the page to come back to in. */
export const callbackCookieName = () => `${secureCookies() ? "__Secure-" : ""}next-auth.callback-url`;

/** `response` clears next-auth's callback-url cookie and is never cached. */
export function clearCallbackCookie(response: NextResponse): NextResponse {
  response.headers.set("cache-control", "no-store");
  response.cookies.set(callbackCookieName(), "", { path: "/", maxAge: 0, secure: secureCookies() });
  return response;
}

/** Ends the session in `response`: clears every cookie next-auth set on `request`, and is never cached. */
export function endSession(request: NextRequest, response: NextResponse): NextResponse {
  response.headers.set("cache-control", "no-store");
  for (const { name } of request.cookies.getAll()) {
    if (/^(__Secure-|__Host-)?next-auth\./.test(name))
      response.cookies.set(name, "", {
        path: "/",
        maxAge: 0,
        secure: name.startsWith("__") || secureCookies(),
      });
  }
  return response;
}

/** 30 days, next-auth's default; the provider's refresh token usually ends the session sooner. */
export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;
