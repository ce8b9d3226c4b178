// When and how the access token is renewed. The HTTP call and the memory are injected (see oidc.ts).
import { createLocalTokenMemory, type TokenMemory } from "./token-memory";

export interface TokenSet {
  accessToken: string;
  refreshToken?: string;
  /** Seconds since the epoch. */
  expiresAt?: number;
  idToken?: string;
}

/** Renew this long before the access token expires, so a request never leaves with a dying token. */
export const REFRESH_SKEW_SECONDS = 60;

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
) {
  /** The later-expiring of the caller's tokens and the ones remembered for its refresh token. */
  async function newest(current: TokenSet): Promise<TokenSet> {
    const remembered = current.refreshToken ? await memory.recall(current.refreshToken) : undefined;
    if (!remembered) return current;
    return (remembered.expiresAt ?? 0) >= (current.expiresAt ?? 0) ? remembered : current;
  }

  return {
    async fresh(current: TokenSet, { force = false, rejected }: RefreshOptions = {}): Promise<TokenSet> {
      const known = await newest(current);
      const refused = force && (rejected === undefined || known.accessToken === rejected);
      if (!refused && !shouldRefresh(known.expiresAt, nowSeconds())) return known;
      const refreshToken = known.refreshToken;
      if (!refreshToken) throw new RefreshError("The session has no refresh token", true);
      const renewed = await memory.exclusive(refreshToken, known.accessToken, () =>
        requestRefresh(refreshToken),
      );
      const merged: TokenSet = {
        ...known,
        ...renewed,
        refreshToken: renewed.refreshToken ?? known.refreshToken,
        idToken: renewed.idToken ?? known.idToken,
      };
      if (current.refreshToken && current.refreshToken !== refreshToken) {
        await memory.remember(current.refreshToken, merged);
      }
      await memory.remember(refreshToken, merged);
      return merged;
    },
  };
}

export type TokenRefresher = ReturnType<typeof createTokenRefresher>;
