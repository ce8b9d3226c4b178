import "server-only";
import { isApiError } from "@/lib/product-api/errors";
import { getSession, resolveAccessToken, type SignedInSession } from "./session";

export const NOT_SIGNED_IN = "You are not logged in";
export const AUTH_FAILED = "Authentication failed. Please log in again.";

const unauthorized = (message: string) => Response.json({ message }, { status: 401 });

/** Step 1 of a route handler: the signed-in visitor, or the 401 to answer with. */
export async function requireSession(): Promise<SignedInSession | Response> {
  const session = await getSession();
  if (session?.user?.id && !session.error) return session as SignedInSession;
  return unauthorized(session?.error ? AUTH_FAILED : NOT_SIGNED_IN);
}

/**
 * Calls the product API as the signed-in visitor (docs/product.md, Signing in and signing up): on a
 * 401 it renews the token once and retries; if that fails too the answer is 401 'Authentication
 * failed. Please log in again.' Other errors are rethrown for the route handler to map.
 */
export async function withApiAuth(fn: (token: string) => Promise<Response>): Promise<Response> {
  const first = await resolveAccessToken();
  if (first.token === null) return unauthorized(first.reason === "signed-out" ? NOT_SIGNED_IN : AUTH_FAILED);
  try {
    return await fn(first.token);
  } catch (error) {
    if (!isApiError(error, 401)) throw error;
  }
  const renewed = await resolveAccessToken({ force: true, rejected: first.token });
  if (renewed.token === null) return unauthorized(AUTH_FAILED);
  try {
    return await fn(renewed.token);
  } catch (error) {
    if (isApiError(error, 401)) return unauthorized(AUTH_FAILED);
    throw error;
  }
}
