import "server-only";
import { isApiError, isSessionEnded } from "@/lib/product-api/errors";
import {
  endRevokedSession,
  getSession,
  resolveAccessToken,
  type AccessToken,
  type SignedInSession,
} from "./session";

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
 * After the product API answered 401 to `rejected` (with `problem` as its body): a renewed token.
 * Unless the API said the session has ended (logged out everywhere, the account deleted): a token
 * renewed now would pass its revocation list, and an external provider still honours the refresh
 * token, so the session ends here too instead (endRevokedSession).
 */
export async function renewRefusedToken(rejected: string, problem: unknown): Promise<AccessToken> {
  if (!isSessionEnded(problem)) return resolveAccessToken({ force: true, rejected });
  await endRevokedSession({ mark: true });
  return { token: null, reason: "renewal-failed" };
}

type NoToken = Extract<AccessToken, { token: null }>;

/**
 * Calls `fn` with the visitor's access token; after a 401 from the product API, once more with a
 * renewed one (renewRefusedToken). The result, or why there was no token to call with; errors of the
 * last call, a second 401 included, are thrown.
 */
export async function callWithAccessToken<T>(
  fn: (token: string) => Promise<T>,
): Promise<{ token: string; value: T } | NoToken> {
  const first = await resolveAccessToken();
  if (first.token === null) return first;
  try {
    return { token: first.token, value: await fn(first.token) };
  } catch (error) {
    if (!isApiError(error, 401)) throw error;
    const renewed = await renewRefusedToken(first.token, error.data);
    if (renewed.token === null) return renewed;
    return { token: renewed.token, value: await fn(renewed.token) };
  }
}

/**
 * Calls the product API as the signed-in visitor (docs/product.md, Signing in and signing up): on a
 * 401 it renews the token once and retries; if that fails too the answer is 401 'Authentication
 * failed. Please log in again.' Other errors are rethrown for the route handler to map.
 */
export async function withApiAuth(fn: (token: string) => Promise<Response>): Promise<Response> {
  try {
    const result = await callWithAccessToken(fn);
    if (result.token !== null) return result.value;
    return unauthorized(result.reason === "signed-out" ? NOT_SIGNED_IN : AUTH_FAILED);
  } catch (error) {
    if (isApiError(error, 401)) return unauthorized(AUTH_FAILED);
    throw error;
  }
}
