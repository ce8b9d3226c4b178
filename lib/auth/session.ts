import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { getServerSession, type Session } from "next-auth";
import { getToken, type JWT } from "next-auth/jwt";
import { authSecret, secureCookies } from "./cookies";
import { canModerate } from "./moderator";
import { revokeRefreshToken, tokenRefresher } from "./oidc";
import { authOptions, endedToken } from "./options";
import { sessionCookieWrites } from "./session-cookie";
import { isRefreshError, type RefreshOptions } from "./token-refresh";

export type SignedInSession = Session & { user: NonNullable<Session["user"]> };

/** The session as next-auth reports it (with `error` when token renewal failed), once per request. */
export const getSession = cache(async (): Promise<Session | null> => {
  // Reading the cookies first marks the caller dynamic, so `next build` never needs the secret.
  await cookies();
  try {
    return await getServerSession(authOptions);
  } catch (error) {
    // next-auth throws on a callback-url cookie it cannot read ("foo", set by hand or by another app
    // on the domain): a 500 on every page for that visitor. Count them signed out instead; the
    // /api/auth route drops such a cookie on the way to sign-in.
    console.warn("[auth] session unreadable:", error instanceof Error ? error.message : error);
    return null;
  }
});

/** The signed-in visitor, once per request; null when signed out or when token renewal failed. */
export const auth = cache(async (): Promise<SignedInSession | null> => {
  const session = await getSession();
  if (!session?.user?.id || session.error) return null;
  return session as SignedInSession;
});

type CookieJar = Awaited<ReturnType<typeof cookies>>;

async function readToken(jar: CookieJar): Promise<JWT | null> {
  const req = { cookies: jar, headers: {} } as unknown as Parameters<typeof getToken>[0]["req"];
  return getToken({ req, secret: authSecret(), secureCookie: secureCookies() });
}

/** Rewrites the session cookie where that is allowed (route handlers, server actions). */
async function persist(jar: CookieJar, token: JWT) {
  const { cookies: chunks, stale, options } = await sessionCookieWrites(jar, token);
  try {
    for (const name of stale) jar.delete(name);
    for (const { name, value } of chunks) jar.set(name, value, options);
  } catch {
    // Server components cannot set cookies; the refresher remembers the new tokens until a route
    // handler or /api/auth/session writes them (the signed-in pages renew in proxy.ts first).
  }
}

export type AccessToken = { token: string } | { token: null; reason: "signed-out" | "renewal-failed" };

/**
 * A valid access token for the signed-in visitor, renewed when it is about to expire (or when
 * `force`d after a 401); otherwise why there is none.
 */
export async function resolveAccessToken(options: RefreshOptions = {}): Promise<AccessToken> {
  const jar = await cookies();
  const token = await readToken(jar);
  if (!token) return { token: null, reason: "signed-out" };
  if (token.error) return { token: null, reason: "renewal-failed" };
  if (!token.accessToken) return { token: null, reason: "signed-out" };
  try {
    const fresh = await tokenRefresher().fresh({ ...token, accessToken: token.accessToken }, options);
    const changed = (["accessToken", "refreshToken", "expiresAt", "idToken"] as const).some(
      (k) => fresh[k] !== token[k],
    );
    if (changed) {
      await persist(jar, { ...token, ...fresh, moderator: canModerate(fresh.accessToken) });
    }
    return { token: fresh.accessToken };
  } catch (error) {
    if (isRefreshError(error) && !error.permanent && !options.force) return { token: token.accessToken };
    console.warn("[auth] access token renewal failed:", error instanceof Error ? error.message : error);
    if (isRefreshError(error) && error.permanent) {
      await persist(jar, endedToken(token));
    }
    return { token: null, reason: "renewal-failed" };
  }
}

/**
 * Ends the visitor's session for good once the product API has revoked it (a logout everywhere, the
 * account deleted): the provider revokes its refresh token, so no copy of the cookie can renew it, and
 * with `mark` the cookie here says the session ended (the visitor is asked to log in again).
 */
export async function endRevokedSession({ mark }: { mark: boolean }): Promise<void> {
  const jar = await cookies();
  const token = await readToken(jar);
  if (!token) return;
  if (token.refreshToken) {
    await revokeRefreshToken(token.refreshToken).catch((error) =>
      console.warn(
        "[auth] revoking the refresh token failed:",
        error instanceof Error ? error.message : error,
      ),
    );
  }
  if (mark) {
    await persist(jar, endedToken(token));
  }
}

/** The visitor's access token (fresh), or null when signed out or when renewal is refused. */
export async function getAccessToken(options: RefreshOptions = {}): Promise<string | null> {
  return (await resolveAccessToken(options)).token;
}

/** The signed-in moderator's access token (jobs:moderate); null for guests and everyone else. */
export async function moderatorAccessToken(): Promise<string | null> {
  const token = await getAccessToken();
  return canModerate(token) ? token : null;
}
