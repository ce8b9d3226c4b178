import { checkOptions, toSeconds, type Counter, type HitOptions, type RateLimiter } from "./types";

/** A query function such as PGlite's or node-postgres's, returning the rows. */
export type QueryRows = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

function checkTable(table: string): string {
  if (!IDENTIFIER.test(table)) throw new Error(`rate limit: "${table}" is not a plain SQL table name`);
  return table;
}

/** The table a service creates in its own migrations for createSqlRateLimiter. */
export function rateLimitTableSql(table = "rate_limits"): string[] {
  checkTable(table);
  return [
    `CREATE TABLE IF NOT EXISTS ${table} (
      key text PRIMARY KEY,
      hits integer NOT NULL,
      reset_at timestamptz NOT NULL
    )`,
    `CREATE INDEX IF NOT EXISTS ${table}_reset_at_idx ON ${table} (reset_at)`,
  ];
}

interface Row {
  hits: number;
  ms: number | string | null;
}

const MS = "($2::double precision * interval '1 millisecond')";
// The database's clock, not each instance's, decides when windows end.
const LEFT_MS = "CEIL(EXTRACT(EPOCH FROM (reset_at - now())) * 1000)::double precision AS ms";

/** Counters in one SQL table; each statement is a single atomic upsert, safe across instances. */
export function createSqlRateLimiter(query: QueryRows, table = "rate_limits"): RateLimiter {
  const t = checkTable(table);
  const counter = (row: Row | undefined): Counter =>
    row && Number(row.ms) > 0
      ? { count: Number(row.hits), retryAfterSeconds: toSeconds(Number(row.ms)) }
      : { count: 0, retryAfterSeconds: 0 };

  return {
    async hit(key: string, options: HitOptions) {
      checkOptions(key, options);
      const [row] = await query<Row>(
        `INSERT INTO ${t} AS r (key, hits, reset_at) VALUES ($1, 1, now() + ${MS})
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
           reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
         RETURNING hits, ${LEFT_MS}`,
        [key, options.windowMs],
      );
      const count = Number(row.hits);
      const allowed = count <= options.limit;
      return { allowed, count, retryAfterSeconds: allowed ? 0 : toSeconds(Number(row.ms)) };
    },
    async peek(key: string) {
      return counter((await query<Row>(`SELECT hits, ${LEFT_MS} FROM ${t} WHERE key = $1`, [key]))[0]);
    },
    async hold(key: string, ms: number) {
      checkOptions(key, { limit: 0, windowMs: ms });
      const [row] = await query<Row>(
        `INSERT INTO ${t} AS r (key, hits, reset_at) VALUES ($1, 1, now() + ${MS})
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
           reset_at = GREATEST(r.reset_at, EXCLUDED.reset_at)
         RETURNING hits, ${LEFT_MS}`,
        [key, ms],
      );
      return counter(row);
    },
    async reset(key: string) {
      await query(`DELETE FROM ${t} WHERE key = $1`, [key]);
    },
    async purgeExpired() {
      await query(`DELETE FROM ${t} WHERE reset_at <= now()`);
    },
    async close() {},
  };
}
