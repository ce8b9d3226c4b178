import { getToken } from "next-auth/jwt";
import { type NextRequest, NextResponse } from "next/server";
import { authSecret, endSession, secureCookies, siteOrigin } from "@/lib/auth/cookies";
import { endSessionsEverywhere } from "@/lib/auth/end-sessions";
import { providerLogoutUrl } from "@/lib/auth/oidc";
import { rejectCrossSite } from "@/lib/auth/same-origin";
import { DEFAULT_LOCALE, isLocale, localePath, splitLocale, type Locale } from "@/lib/i18n/locales";
import { readCapped } from "@/lib/request-body";

// Log out everywhere: drop the session cookies here, then end the provider's session, which sends
// the browser back to the site's home page in the language of the page the visitor left from. POST
// only, from the site itself: a GET (a link or an image on any page) or another site's form would
// otherwise log a visitor out. GET answers 405.

export const dynamic = "force-dynamic";

/** The form's `locale` field (components/layout/auth-actions.ts), else the Referer's language. */
async function languageOf(request: NextRequest, origin: string): Promise<Locale> {
  const field = new URLSearchParams((await readCapped(request, 1024)) ?? "").get("locale");
  if (isLocale(field)) return field;
  try {
    const referer = new URL(request.headers.get("referer") ?? "");
    if (referer.origin === origin) return splitLocale(referer.pathname).locale;
  } catch {
    // No Referer, or not an address.
  }
  return DEFAULT_LOCALE;
}

export async function POST(request: NextRequest) {
  const origin = siteOrigin();
  const crossSite = rejectCrossSite(request, origin);
  if (crossSite) return crossSite;
  const locale = await languageOf(request, origin);
  const token = await getToken({ req: request, secret: authSecret(), secureCookie: secureCookies() });
  await endSessionsEverywhere(token);
  const target =
    (token ? await providerLogoutUrl(token.idToken, `${origin}/`, locale) : null) ??
    `${origin}${localePath(locale, "/")}`;
  return endSession(request, NextResponse.redirect(target, 303));
}
