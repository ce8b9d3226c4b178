import { getToken } from "next-auth/jwt";
import { type NextRequest, NextResponse } from "next/server";
import { authSecret, isNextAuthCookie, secureCookies, siteOrigin } from "@/lib/auth/cookies";
import { providerLogoutUrl } from "@/lib/auth/oidc";

// Log out everywhere: drop the session cookies here, then end the provider's session, which sends
// the browser back to the site origin.

export const dynamic = "force-dynamic";

async function logout(request: NextRequest) {
  const token = await getToken({ req: request, secret: authSecret(), secureCookie: secureCookies() });
  const origin = siteOrigin();
  const target = (token ? await providerLogoutUrl(token.idToken, origin) : null) ?? `${origin}/`;
  const response = NextResponse.redirect(target, 303);
  response.headers.set("cache-control", "no-store");
  for (const { name } of request.cookies.getAll()) {
    if (isNextAuthCookie(name))
      response.cookies.set(name, "", {
        path: "/",
        maxAge: 0,
        secure: name.startsWith("__") || secureCookies(),
      });
  }
  return response;
}

export { logout as GET, logout as POST };
