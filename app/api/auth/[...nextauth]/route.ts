import { NextRequest, NextResponse } from "next/server";
import { callbackCookieName, clearCallbackCookie, siteOrigin } from "@/lib/auth/cookies";
import { nextAuth } from "@/lib/auth/handler";
import { isValidCallbackUrl } from "@/lib/auth/options";
import { signOutAtProvider } from "@/lib/auth/provider-signout";
import { readCapped } from "@/lib/request-body";

type Context = { params: Promise<{ nextauth: string[] }> };

/** next-auth's own forms are a few hundred bytes. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * next-auth refuses a callbackUrl it cannot read ("foo"), in the query or in its cookie, with a 500.
 * Such a value names no page here: the request is sent again without it.
 */
async function handler(request: NextRequest, context: Context) {
  // next-auth takes a missing action for a broken install and answers 500.
  const action = (await context.params).nextauth?.[0];
  if (!action) {
    return Response.json({ message: "Not found." }, { status: 404 });
  }
  const origin = siteOrigin();
  const { pathname, searchParams } = request.nextUrl;
  const param = searchParams.get("callbackUrl");
  const cookie = request.cookies.get(callbackCookieName())?.value;
  const badParam = param !== null && !isValidCallbackUrl(param, origin);
  const badCookie = cookie !== undefined && !isValidCallbackUrl(cookie, origin);
  if (!badParam && !badCookie) {
    const readable = await withReadableBody(request);
    if (readable instanceof Response) return readable;
    if (action === "signout" && request.method === "POST")
      return signOutAtProvider(readable, (signingOut) => nextAuth(signingOut, context));
    return nextAuth(readable, context);
  }

  const query = new URLSearchParams(searchParams);
  if (badParam) query.delete("callbackUrl");
  const rest = query.toString();
  // 307 keeps the method and body of a POST.
  const response = NextResponse.redirect(new URL(`${pathname}${rest ? `?${rest}` : ""}`, origin), 307);
  if (badCookie) return clearCallbackCookie(response);
  response.headers.set("cache-control", "no-store");
  return response;
}

/**
 * next-auth parses a JSON body without a guard (a 500 for "{" or "null") and reads any size: the
 * body is read here first, up to a limit, and must be a JSON object when it says it is JSON.
 */
async function withReadableBody(request: NextRequest): Promise<NextRequest | Response> {
  if (request.method !== "POST" || !request.body) return request;
  const text = await readCapped(request, MAX_BODY_BYTES);
  if (text === null) return Response.json({ message: "The request body is too large." }, { status: 413 });
  if (request.headers.get("content-type")?.includes("application/json")) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) {
      return Response.json({ message: "The body must be a JSON object." }, { status: 400 });
    }
  }
  return new NextRequest(request.url, { method: "POST", headers: request.headers, body: text });
}

export { handler as GET, handler as POST };
