// When and how the access token is renewed. Pure logic; the HTTP call is injected (see oidc.ts).

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

const REMEMBER_SECONDS = 12 * 60 * 60;
const REMEMBER_MAX = 2000;

/**
 * Refreshes at most once per refresh token at a time, and remembers the result under the refresh
 * token the caller still holds. Route handlers and server components cannot always rewrite the
 * session cookie, so the next request may arrive with the old tokens: it gets the remembered ones
 * instead of spending a (possibly rotated, single-use) refresh token a second time.
 */
export function createTokenRefresher(
  requestRefresh: (refreshToken: string) => Promise<TokenSet>,
  nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
) {
  const inflight = new Map<string, Promise<TokenSet>>();
  const latest = new Map<string, { tokens: TokenSet; until: number }>();

  function remember(key: string | undefined, tokens: TokenSet) {
    if (!key) return;
    latest.delete(key);
    latest.set(key, { tokens, until: nowSeconds() + REMEMBER_SECONDS });
    if (latest.size > REMEMBER_MAX) latest.delete(latest.keys().next().value!);
  }

  /** The later-expiring of the caller's tokens and the ones remembered for its refresh token. */
  function newest(current: TokenSet): TokenSet {
    const entry = current.refreshToken ? latest.get(current.refreshToken) : undefined;
    if (!entry || entry.until < nowSeconds()) return current;
    return (entry.tokens.expiresAt ?? 0) >= (current.expiresAt ?? 0) ? entry.tokens : current;
  }

  async function refreshOnce(refreshToken: string): Promise<TokenSet> {
    let pending = inflight.get(refreshToken);
    if (!pending) {
      pending = requestRefresh(refreshToken).finally(() => inflight.delete(refreshToken));
      inflight.set(refreshToken, pending);
    }
    return pending;
  }

  return {
    async fresh(current: TokenSet, { force = false, rejected }: RefreshOptions = {}): Promise<TokenSet> {
      const known = newest(current);
      const refused = force && (rejected === undefined || known.accessToken === rejected);
      if (!refused && !shouldRefresh(known.expiresAt, nowSeconds())) return known;
      if (!known.refreshToken) throw new RefreshError("The session has no refresh token", true);
      const renewed = await refreshOnce(known.refreshToken);
      const merged: TokenSet = {
        ...known,
        ...renewed,
        refreshToken: renewed.refreshToken ?? known.refreshToken,
        idToken: renewed.idToken ?? known.idToken,
      };
      remember(current.refreshToken, merged);
      remember(known.refreshToken, merged);
      return merged;
    },
  };
}

export type TokenRefresher = ReturnType<typeof createTokenRefresher>;
