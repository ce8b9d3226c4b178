import { getToken } from "next-auth/jwt";
import { type NextRequest, NextResponse } from "next/server";
import { authSecret, secureCookies } from "@/lib/auth/cookies";

// Runs only for the signed-in areas (see matcher), so public pages never pay for it.
// Guarded pages check the session themselves too; this only turns anonymous visitors away early.

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;

  if (isGuarded(pathname)) {
    const token = await getToken({ req: request, secret: authSecret(), secureCookie: secureCookies() });
    if (!token?.accessToken || token.error) return NextResponse.redirect(new URL("/", request.url));
  }
  return NextResponse.next();
}

function isGuarded(pathname: string): boolean {
  return /^\/(profile|applications)(\/|$)/.test(pathname);
}

export const config = {
  matcher: ["/profile/:path*", "/applications/:path*"],
};
