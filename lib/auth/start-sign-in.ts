import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { cookies } from "next/headers";
import { NextRequest } from "next/server";
import { splitLocale } from "@/lib/i18n/locales";
import { authSecret, secureCookies, siteOrigin } from "./cookies";
import { nextAuth } from "./handler";

export type SignInIntent = "login" | "signup";

/**
 * Starts the provider's login (or sign-up) screen as next-auth's signIn() does, without its client:
 * the POST to /api/auth/signin/oidc that signIn() sends, with a CSRF token made here as /api/auth/csrf
 * makes it, handed to next-auth's own handler. next-auth then sets up the request (state, PKCE and
 * callback cookies) and answers with the redirect to the provider. The screens are in the language of
 * `callbackUrl` (an absolute address of this site, already checked), where the visitor comes back to.
 */
export async function startSignIn(intent: SignInIntent, callbackUrl: string): Promise<Response> {
  const csrfToken = randomBytes(32).toString("hex");
  const hash = createHash("sha256").update(`${csrfToken}${authSecret()}`).digest("hex");
  // next-auth reads the cookies of the request through next/headers: the token goes there (and to
  // the browser, as /api/auth/csrf would send it).
  (await cookies()).set(`${secureCookies() ? "__Host-" : ""}next-auth.csrf-token`, `${csrfToken}|${hash}`, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: secureCookies(),
  });
  const params = new URLSearchParams({ ui_locales: splitLocale(new URL(callbackUrl).pathname).locale });
  if (intent === "signup") {
    params.set("prompt", "create");
    params.set("screen_hint", "signup");
  }
  const signIn = new NextRequest(`${siteOrigin()}/api/auth/signin/oidc?${params}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, callbackUrl }),
  });
  const response = await nextAuth(signIn, { params: Promise.resolve({ nextauth: ["signin", "oidc"] }) });
  response.headers.set("cache-control", "no-store");
  return response;
}
