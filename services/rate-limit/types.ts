export interface HitOptions {
  /** Hits allowed in one window; the hit that goes over is refused. */
  limit: number;
  /** Length of the window, counted from the first hit in it. */
  windowMs: number;
}

interface HitResult {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window ends (0 when allowed). */
  retryAfterSeconds: number;
}

export interface Counter {
  count: number;
  /** Seconds until the counter resets; 0 when there is none. */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters shared by every instance of a service. Each window starts at a key's first
 * hit and ends windowMs later, when the count starts again from zero.
 */
export interface RateLimiter {
  hit(key: string, options: HitOptions): Promise<HitResult>;
  /** Reads a key without counting a hit. */
  peek(key: string): Promise<Counter>;
  /** Counts a hit and keeps the key alive for at least `ms` from now (a lock that can only grow). */
  hold(key: string, ms: number): Promise<Counter>;
  reset(key: string): Promise<void>;
  /** Drops expired counters (SQL store; Redis expires keys itself). */
  purgeExpired(): Promise<void>;
  close(): Promise<void>;
}

export function toSeconds(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1000));
}

export function checkOptions(key: string, { limit, windowMs }: HitOptions) {
  if (!key) throw new Error("rate limit: the key must not be empty");
  if (!Number.isFinite(limit) && limit !== Infinity) throw new Error("rate limit: limit must be a number");
  if (!Number.isInteger(windowMs) || windowMs <= 0) {
    throw new Error("rate limit: windowMs must be a positive whole number of milliseconds");
  }
}
