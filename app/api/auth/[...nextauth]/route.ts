import NextAuth from "next-auth";
import { type NextRequest, NextResponse } from "next/server";
import { secureCookies, siteOrigin } from "@/lib/auth/cookies";
import { authOptions, isValidCallbackUrl } from "@/lib/auth/options";

const nextAuth = NextAuth(authOptions);

type Context = { params: Promise<{ nextauth: string[] }> };

const callbackCookie = () => `${secureCookies() ? "__Secure-" : ""}next-auth.callback-url`;

/**
 * next-auth refuses a callbackUrl it cannot read ("foo"), in the query or in its cookie, with a 500.
 * Such a value names no page here: the request is sent again without it.
 */
async function handler(request: NextRequest, context: Context) {
  const origin = siteOrigin();
  const { pathname, searchParams } = request.nextUrl;
  const param = searchParams.get("callbackUrl");
  const cookie = request.cookies.get(callbackCookie())?.value;
  const badParam = param !== null && !isValidCallbackUrl(param, origin);
  const badCookie = cookie !== undefined && !isValidCallbackUrl(cookie, origin);
  if (!badParam && !badCookie) return nextAuth(request, context);

  const query = new URLSearchParams(searchParams);
  if (badParam) query.delete("callbackUrl");
  const rest = query.toString();
  // 307 keeps the method and body of a POST.
  const response = NextResponse.redirect(new URL(`${pathname}${rest ? `?${rest}` : ""}`, origin), 307);
  response.headers.set("cache-control", "no-store");
  if (badCookie)
    response.cookies.set(callbackCookie(), "", { path: "/", maxAge: 0, secure: secureCookies() });
  return response;
}

export { handler as GET, handler as POST };
