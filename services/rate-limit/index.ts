import { withFallback } from "./fallback";
import { createRedisRateLimiter } from "./redis-store";
import { createSqlRateLimiter, type QueryRows } from "./sql-store";
import type { RateLimiter } from "./types";

export { createRedisRateLimiter } from "./redis-store";
export { createSqlRateLimiter, rateLimitTableSql, type QueryRows } from "./sql-store";
export type { RateLimiter } from "./types";

/**
 * Redis when a URL is given (REDIS_URL), else the calling service's own database: either way the
 * counters are shared by every instance. While Redis fails, the database counts. The SQL table
 * comes from rateLimitTableSql() in the service's migrations.
 */
export function createRateLimiter(opts: {
  redisUrl?: string;
  query: QueryRows;
  table?: string;
}): RateLimiter {
  const sql = createSqlRateLimiter(opts.query, opts.table);
  if (!opts.redisUrl) return sql;
  let warned = 0;
  return withFallback(createRedisRateLimiter(opts.redisUrl), sql, (error) => {
    if (Date.now() - warned < 60_000) return;
    warned = Date.now();
    console.error("rate limit: redis failed, counting in the database:", (error as Error).message);
  });
}
