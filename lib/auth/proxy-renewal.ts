import "server-only";
import type { JWT } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { canModerate } from "./moderator";
import { tokenRefresher } from "./oidc";
import { sessionCookieWrites } from "./session-cookie";
import { shouldRefresh } from "./token-refresh";

/**
 * Lets a signed-in page through, its tokens renewed first when due. A page that reads the access
 * token while it renders may renew it but cannot set the cookie; a browser without JavaScript (which
 * would ask /api/auth/session, which sets it) would then present the spent refresh token again after
 * the reuse grace and lose its session (token-refresh.ts). Renewed here, the page reads the new tokens
 * in its request's cookie and the browser gets them in the response's.
 */
export async function nextWithFreshTokens(request: NextRequest, token: JWT): Promise<NextResponse> {
  if (!token.accessToken || !shouldRefresh(token.expiresAt, Math.floor(Date.now() / 1000)))
    return NextResponse.next();
  let renewed: JWT;
  try {
    const fresh = await tokenRefresher().fresh({ ...token, accessToken: token.accessToken });
    renewed = { ...token, ...fresh, moderator: canModerate(fresh.accessToken) };
  } catch {
    // The page renews, or ends the session, as it would have without this.
    return NextResponse.next();
  }
  const { cookies, stale, options } = await sessionCookieWrites(request.cookies, renewed);
  for (const name of stale) request.cookies.delete(name);
  for (const { name, value } of cookies) request.cookies.set(name, value);
  const response = NextResponse.next({ request: { headers: request.headers } });
  for (const name of stale) response.cookies.set(name, "", { ...options, maxAge: 0 });
  for (const { name, value } of cookies) response.cookies.set(name, value, options);
  return response;
}
