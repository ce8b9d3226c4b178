import type { RateLimiter } from "./types";

/**
 * Counts in `primary` (Redis) and, while it fails, in `fallback` (the service's database), which
 * every instance shares too: an outage of the cache neither stops sign-in nor lifts the limits.
 * Counts made during an outage stay in the fallback; when the primary answers again it counts from
 * what it held before.
 */
export function withFallback(
  primary: RateLimiter,
  fallback: RateLimiter,
  onFailure: (error: unknown) => void = () => {},
): RateLimiter {
  const run =
    <A extends unknown[], R>(pick: (limiter: RateLimiter) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await pick(primary).apply(primary, args);
      } catch (error) {
        onFailure(error);
        return pick(fallback).apply(fallback, args);
      }
    };
  return {
    hit: run((l) => l.hit),
    peek: run((l) => l.peek),
    hold: run((l) => l.hold),
    async reset(key) {
      // Both: a counter made during an outage must not outlive the reset.
      await Promise.all([primary.reset(key).catch(onFailure), fallback.reset(key)]);
    },
    purgeExpired: () => fallback.purgeExpired(),
    async close() {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
