import { getToken } from "next-auth/jwt";
import { type NextRequest, NextResponse } from "next/server";
import { authSecret, endSession, secureCookies, siteOrigin } from "@/lib/auth/cookies";
import { endSessionsEverywhere } from "@/lib/auth/end-sessions";
import { providerLogoutUrl } from "@/lib/auth/oidc";
import { rejectCrossSite } from "@/lib/auth/same-origin";

// Log out everywhere: drop the session cookies here, then end the provider's session, which sends
// the browser back to the site origin. POST only, from the site itself: a GET (a link or an image on
// any page) or another site's form would otherwise log a visitor out. GET answers 405.

export const dynamic = "force-dynamic";

export async function POST(request: NextRequest) {
  const crossSite = rejectCrossSite(request, siteOrigin());
  if (crossSite) return crossSite;
  const token = await getToken({ req: request, secret: authSecret(), secureCookie: secureCookies() });
  await endSessionsEverywhere(token);
  const origin = siteOrigin();
  const target = (token ? await providerLogoutUrl(token.idToken, origin) : null) ?? `${origin}/`;
  return endSession(request, NextResponse.redirect(target, 303));
}
