import type { RememberedTokens, TokenSet } from "./token-refresh";

// Where renewed tokens are remembered, keyed by the refresh token they replaced, and how a renewal
// is kept to one at a time. This process's memory by default; with REDIS_URL, every web instance's
// (token-memory-redis.ts), so a rotated refresh token spent on one is not spent again on another.

export interface TokenMemory {
  /** The tokens that replaced this refresh token, if still remembered. */
  recall(refreshToken: string): Promise<RememberedTokens | undefined>;
  remember(refreshToken: string, tokens: RememberedTokens): Promise<void>;
  /**
   * Runs `refresh` for this refresh token unless a renewal is under way (then waits for it) or was
   * made already: remembered tokens whose access token is not `held` (the one the caller has).
   */
  exclusive(refreshToken: string, held: string, refresh: () => Promise<TokenSet>): Promise<RememberedTokens>;
}

/**
 * How long renewed tokens are remembered: the longest a page may keep handing out the old cookie,
 * and how long a spent refresh token is recognised when it comes back (token-refresh.ts).
 */
export const REMEMBER_SECONDS = 12 * 60 * 60;
const REMEMBER_MAX = 2000;

export function createLocalTokenMemory(
  nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
): TokenMemory {
  const inflight = new Map<string, Promise<RememberedTokens>>();
  const latest = new Map<string, { tokens: RememberedTokens; until: number }>();

  async function recall(refreshToken: string) {
    const entry = latest.get(refreshToken);
    return entry && entry.until >= nowSeconds() ? entry.tokens : undefined;
  }

  return {
    recall,
    async remember(refreshToken, tokens) {
      latest.delete(refreshToken);
      latest.set(refreshToken, { tokens, until: nowSeconds() + REMEMBER_SECONDS });
      if (latest.size > REMEMBER_MAX) latest.delete(latest.keys().next().value!);
    },
    exclusive(refreshToken, held, refresh) {
      let pending = inflight.get(refreshToken);
      if (!pending) {
        pending = (async () => {
          const done = await recall(refreshToken);
          return done && done.accessToken !== held ? done : refresh();
        })().finally(() => inflight.delete(refreshToken));
        inflight.set(refreshToken, pending);
      }
      return pending;
    },
  };
}
