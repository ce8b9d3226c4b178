import { getToken } from "next-auth/jwt";
import { type NextRequest, NextResponse } from "next/server";
import { authSecret, secureCookies } from "@/lib/auth/cookies";

// Runs only for /jobs and the signed-in areas (see matcher), so public pages stay static.
// /jobs?q=... is the search page; /jobs alone is page 1 of the ISR browse route.
// Guarded pages check the session themselves too; this only turns anonymous visitors away early.

export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;

  if (pathname === "/jobs") {
    const url = request.nextUrl.clone();
    url.pathname = searchParams.has("q") ? "/jobs/search" : "/jobs/browse/1";
    return NextResponse.rewrite(url);
  }

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
  matcher: ["/jobs", "/profile/:path*", "/applications/:path*"],
};
