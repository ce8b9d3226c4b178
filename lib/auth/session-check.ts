import "server-only";
import { isApiError, productApi } from "@/lib/product-api";
import { isSessionEnded } from "@/lib/product-api/errors";

// Whether a session cookie's access token still belongs to a session that is on. The product API
// keeps the list of ended sessions (logged out, account deleted, sign-in revoked at the provider:
// services/product-api/lib/revocations.ts), in the database and Redis that every instance reads,
// so a copy of the cookie reads as signed out on every web instance, and after restarts, too.

/**
 * A page load's checks (the page's render, then /api/auth/session from its script, window focus) share
 * one answer; another instance sees a log-out made here this long after it at most.
 */
const STILL_ON_MS = 5_000;
const REMEMBERED_MAX = 5_000;
/** Showing the session never waits long for the API: a slow answer counts as "on". */
const TIMEOUT_MS = 1_500;

// Route bundles may each load this module: one memory per process.
const store = globalThis as typeof globalThis & { __kaziSessionsOn?: Map<string, number> };
const stillOn = () => (store.__kaziSessionsOn ??= new Map());

/**
 * True once the product API says the token's session has ended. Any other answer (the token
 * expired, the API unreachable) is not taken as the end: the API refuses such a token on its own.
 */
export async function sessionHasEnded(accessToken: string): Promise<boolean> {
  const remembered = stillOn();
  if ((remembered.get(accessToken) ?? 0) > Date.now()) return false;
  try {
    await productApi(accessToken, { timeoutMs: TIMEOUT_MS }).checkMySession();
  } catch (error) {
    return isApiError(error, 401) && isSessionEnded(error.data);
  }
  remembered.delete(accessToken);
  remembered.set(accessToken, Date.now() + STILL_ON_MS);
  if (remembered.size > REMEMBERED_MAX) remembered.delete(remembered.keys().next().value!);
  return false;
}

/** After a log-out here: this instance asks the API again at once for these tokens. */
export function forgetSessions(...accessTokens: (string | undefined)[]): void {
  for (const token of accessTokens) if (token) stillOn().delete(token);
}
