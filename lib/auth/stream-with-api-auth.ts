import "server-only";
import { forwardToProductApi } from "@/lib/product-api/transport";
import { AUTH_FAILED, NOT_SIGNED_IN, renewRefusedToken } from "./api-auth";
import { resolveAccessToken } from "./session";

/** Marks the browser's second attempt, after a 307 (see streamWithApiAuth). */
const RENEWED_PARAM = "renewed";

const unauthorized = (message: string) => Response.json({ message }, { status: 401 });

/**
 * Streams the browser's request body on to the product API as the signed-in visitor: what
 * withApiAuth (api-auth.ts) does for requests the web app builds, for a body it never holds. A
 * streamed body goes once and cannot be sent again, so the token is renewed before sending instead:
 * resolveAccessToken renews one that expires within a minute, and the API checks the token on the
 * request's headers, before it reads the body, so a slow upload cannot outlive it. If the API still
 * answers 401 (the keys rotated, say), the token is renewed once (not when the API says the session
 * has ended: renewRefusedToken) and the browser is
 * answered 307: it sends the same request again (same body, same Idempotency-Key) with the renewed
 * session cookie. The browser still has the file, so the web app never buffers it; the API stored
 * nothing, as it refuses before reading. A second 401 is 'Authentication failed. Please log in again.'
 *
 * Returns the product API's answer as it is, or this handler's own 401 or 307.
 */
export async function streamWithApiAuth(request: Request, path: string): Promise<Response> {
  const first = await resolveAccessToken();
  if (first.token === null) return unauthorized(first.reason === "signed-out" ? NOT_SIGNED_IN : AUTH_FAILED);
  const headers = new Headers(request.headers);
  headers.set("authorization", `Bearer ${first.token}`);
  const outgoing = new Request(request.url, {
    method: request.method,
    headers,
    body: request.body,
    signal: request.signal,
    duplex: "half",
  } as RequestInit);
  const upstream = await forwardToProductApi(outgoing, path);
  if (upstream.status !== 401) return upstream;
  const problem: unknown = await upstream.json().catch(() => null);

  const url = new URL(request.url);
  if (url.searchParams.has(RENEWED_PARAM)) return unauthorized(AUTH_FAILED);
  const renewed = await renewRefusedToken(first.token, problem);
  if (renewed.token === null) return unauthorized(AUTH_FAILED);
  url.searchParams.set(RENEWED_PARAM, "1");
  return new Response(null, {
    status: 307,
    headers: { location: url.pathname + url.search, "cache-control": "no-store" },
  });
}
