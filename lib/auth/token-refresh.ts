// When and how the access token is renewed. The HTTP call and the memory are injected (see oidc.ts).
import { createLocalTokenMemory, type TokenMemory } from "./token-memory";

export interface TokenSet {
  accessToken: string;
  refreshToken?: string;
  /** Seconds since the epoch. */
  expiresAt?: number;
  idToken?: string;
}

/** Tokens as the memory keeps them: with when the refresh token they replaced was spent. */
export type RememberedTokens = TokenSet & { spentAt?: number };

/** Renew this long before the access token expires, so a request never leaves with a dying token. */
export const REFRESH_SKEW_SECONDS = 60;

/**
 * How long a spent refresh token may come back and get the tokens that replaced it. A browser sends
 * a page's requests at once, each with the cookie it holds: those that arrive after the first one
 * renewed the tokens carry the spent refresh token until the answer with the new cookie reaches the
 * browser, which takes the renewal (the provider call times out at 10 s, oidc.ts) and that answer's
 * way back over a slow mobile link. (Pages that read the token while they render, and cannot set the
 * cookie, have it renewed first by proxy.ts; should one still renew, the /api/auth/session call of
 * its script writes the cookie once the page has loaded.) 60 s covers these several times over; a
 * spent token that comes back later was copied, and the session ends for both holders (RFC 9700
 * §4.14.2, refresh token rotation).
 */
export const REUSE_GRACE_SECONDS = 60;

/** True once the token is within `skew` seconds of expiring. Unknown expiry: rely on the 401 retry instead. */
export function shouldRefresh(
  expiresAt: number | undefined,
  nowSeconds: number,
  skew = REFRESH_SKEW_SECONDS,
): boolean {
  if (expiresAt === undefined || !Number.isFinite(expiresAt)) return false;
  return nowSeconds >= expiresAt - skew;
}

/** `permanent`: the provider refused the refresh token (the session must end); otherwise try again later. */
export class RefreshError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = "RefreshError";
  }
}

/**
 * By shape, not instanceof: the refresher is shared on globalThis, and each route bundle has its
 * own copy of this module, so an error thrown in one bundle is not an instance of another's class.
 */
export function isRefreshError(error: unknown): error is RefreshError {
  return (
    error instanceof Error &&
    error.name === "RefreshError" &&
    typeof (error as RefreshError).permanent === "boolean"
  );
}

export interface RefreshOptions {
  /** Renew even if the token looks valid (the API just answered 401 to it). */
  force?: boolean;
  /** The access token the API refused; a newer one obtained meanwhile is used without another refresh. */
  rejected?: string;
}

/**
 * Refreshes at most once per refresh token at a time, and remembers the result under the refresh
 * token the caller still holds. Route handlers and server components cannot always rewrite the
 * session cookie, so the next request may arrive with the old tokens: it gets the remembered ones
 * instead of spending a (possibly rotated, single-use) refresh token a second time. `memory` says
 * where that is remembered: this process (the default) or every web instance (token-memory-redis.ts).
 */
export function createTokenRefresher(
  requestRefresh: (refreshToken: string) => Promise<TokenSet>,
  nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  memory: TokenMemory = createLocalTokenMemory(nowSeconds),
  /** Ends the family of a refresh token spent twice: `newest` are the tokens that replaced it. */
  endFamily: (spent: string, newest: TokenSet) => Promise<void> = async () => {},
) {
  /**
   * The later-expiring of the caller's tokens and the ones remembered for its refresh token, and
   * when that refresh token was spent; a RefreshError when it was spent longer ago than the grace.
   */
  async function newest(current: TokenSet): Promise<{ known: TokenSet; spentAt?: number }> {
    const remembered = current.refreshToken ? await memory.recall(current.refreshToken) : undefined;
    if (!remembered) return { known: current };
    const { spentAt, ...tokens } = remembered;
    const rotated = tokens.refreshToken !== current.refreshToken;
    if (rotated && spentAt !== undefined && nowSeconds() - spentAt > REUSE_GRACE_SECONDS) {
      await endFamily(current.refreshToken!, tokens);
      throw new RefreshError("A spent refresh token came back: the session has ended", true);
    }
    return { known: (tokens.expiresAt ?? 0) >= (current.expiresAt ?? 0) ? tokens : current, spentAt };
  }

  return {
    async fresh(current: TokenSet, { force = false, rejected }: RefreshOptions = {}): Promise<TokenSet> {
      const { known, spentAt } = await newest(current);
      const refused = force && (rejected === undefined || known.accessToken === rejected);
      if (!refused && !shouldRefresh(known.expiresAt, nowSeconds())) return known;
      const refreshToken = known.refreshToken;
      if (!refreshToken) throw new RefreshError("The session has no refresh token", true);
      const { spentAt: renewedAt = nowSeconds(), ...renewed } = await memory.exclusive(
        refreshToken,
        known.accessToken,
        () => requestRefresh(refreshToken),
      );
      const merged: TokenSet = {
        ...known,
        ...renewed,
        refreshToken: renewed.refreshToken ?? known.refreshToken,
        idToken: renewed.idToken ?? known.idToken,
      };
      // The caller's own refresh token keeps the time it was first spent: coming back does not renew its grace.
      if (current.refreshToken && current.refreshToken !== refreshToken) {
        await memory.remember(current.refreshToken, { ...merged, spentAt });
      }
      await memory.remember(refreshToken, { ...merged, spentAt: renewedAt });
      return merged;
    },
  };
}

export type TokenRefresher = ReturnType<typeof createTokenRefresher>;
