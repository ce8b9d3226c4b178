import Redis from "ioredis";
import { checkOptions, toSeconds, type HitOptions, type RateLimiter } from "./types";

// INCR and the expiry in one script, so a key can never be left counting without a TTL.
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const HOLD = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < tonumber(ARGV[1]) then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const PEEK = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
return {tonumber(count), redis.call('PTTL', KEYS[1])}`;

/** Counters in Redis (REDIS_URL); every operation is one atomic script. */
export function createRedisRateLimiter(url: string, prefix = "kazi:rate:"): RateLimiter {
  // No offline queue and a short timeout: while Redis is away a command fails at once, and the
  // caller counts elsewhere (fallback.ts) instead of holding a sign-in for the reconnects.
  const redis = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: 1000,
  });
  // A dropped connection is reconnected by ioredis; without a listener Node would crash the process.
  let logged = 0;
  redis.on("error", (error) => {
    if (Date.now() - logged < 60_000) return;
    logged = Date.now();
    console.error("rate limit: redis error:", error.message);
  });
  // The first connection is worth a short wait; a lost one is not (see above).
  const connected = () =>
    redis.status === "ready" || !["wait", "connecting", "connect"].includes(redis.status)
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            redis.off("ready", done);
            resolve();
          };
          const timer = setTimeout(done, 1000);
          redis.once("ready", done);
        });
  const run = async (script: string, key: string, ...args: (string | number)[]) => {
    await connected();
    const [count, ttl] = (await redis.eval(script, 1, prefix + key, ...args)) as [number, number];
    return { count, ms: ttl };
  };

  return {
    async hit(key: string, options: HitOptions) {
      checkOptions(key, options);
      const { count, ms } = await run(HIT, key, options.windowMs);
      const allowed = count <= options.limit;
      return { allowed, count, retryAfterSeconds: allowed ? 0 : toSeconds(ms) };
    },
    async peek(key: string) {
      const { count, ms } = await run(PEEK, key);
      return count > 0 && ms > 0
        ? { count, retryAfterSeconds: toSeconds(ms) }
        : { count: 0, retryAfterSeconds: 0 };
    },
    async hold(key: string, ms: number) {
      checkOptions(key, { limit: 0, windowMs: ms });
      const result = await run(HOLD, key, ms);
      return { count: result.count, retryAfterSeconds: toSeconds(result.ms) };
    },
    async reset(key: string) {
      await connected();
      await redis.del(prefix + key);
    },
    async purgeExpired() {},
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
