import "server-only";
import type { JWT } from "next-auth/jwt";
import { productApi } from "@/lib/product-api";
import { revokeRefreshToken, tokenRefresher } from "./oidc";
import { forgetSessions } from "./session-check";

const warn = (what: string) => (error: unknown) =>
  console.warn(`[auth] log out: ${what} failed:`, error instanceof Error ? error.message : error);

/**
 * Logging out ends the session everywhere at once, not only in this browser: the product API
 * refuses the user's access tokens issued so far (a copied cookie's too, on every instance), and the
 * provider revokes the refresh token's grant, so such a copy cannot renew them. Failures are logged;
 * the cookies here are cleared regardless.
 */
export async function endSessionsEverywhere(token: JWT | null): Promise<void> {
  if (!token?.accessToken || token.error) return;
  // An expired access token is renewed first: the API must know who is logging out.
  const tokens = await tokenRefresher()
    .fresh({ ...token, accessToken: token.accessToken })
    .catch(() => ({ ...token, accessToken: token.accessToken! }));
  await Promise.all([
    productApi(tokens.accessToken)
      .endMySessions()
      .then(() => forgetSessions(token.accessToken, tokens.accessToken))
      .catch(warn("ending the API sessions")),
    tokens.refreshToken
      ? revokeRefreshToken(tokens.refreshToken).catch(warn("revoking the refresh token"))
      : undefined,
  ]);
}
