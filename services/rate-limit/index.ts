import { createRedisRateLimiter } from "./redis-store";
import { createSqlRateLimiter, type QueryRows } from "./sql-store";
import type { RateLimiter } from "./types";

export { createRedisRateLimiter } from "./redis-store";
export { createSqlRateLimiter, rateLimitTableSql, type QueryRows } from "./sql-store";
export type { Counter, HitOptions, HitResult, RateLimiter } from "./types";

/**
 * Redis when a URL is given (REDIS_URL), else the calling service's own database: either way the
 * counters are shared by every instance. The SQL table comes from rateLimitTableSql() in the
 * service's migrations.
 */
export function createRateLimiter(opts: {
  redisUrl?: string;
  query: QueryRows;
  table?: string;
}): RateLimiter {
  return opts.redisUrl ? createRedisRateLimiter(opts.redisUrl) : createSqlRateLimiter(opts.query, opts.table);
}
