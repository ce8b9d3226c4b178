import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { pgliteStart } from "../pglite-template";
import { startTestDatabase, type TestPostgres } from "../product-api/testing/postgres";
import { createRedisRateLimiter, createSqlRateLimiter, rateLimitTableSql, type RateLimiter } from ".";
import { startTestRedis, type TestRedis } from "./testing";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Backend {
  limiter: RateLimiter;
  stop(): Promise<void>;
}

async function pglite(): Promise<Backend> {
  const db = await PGlite.create(pgliteStart());
  for (const sql of rateLimitTableSql()) await db.exec(sql);
  const limiter = createSqlRateLimiter(async (sql, params) => (await db.query(sql, params)).rows as never);
  return { limiter, stop: () => db.close() };
}

async function postgres(): Promise<Backend> {
  const server: TestPostgres = await startTestDatabase();
  const pool = new pg.Pool({ connectionString: server.url, max: 4 });
  // pool.end() resolves before its connections have closed, and dropping the database then ends them:
  // an error the pool would throw at the process without a listener.
  pool.on("error", () => {});
  for (const sql of rateLimitTableSql("limits")) await pool.query(sql);
  const limiter = createSqlRateLimiter(async (sql, params) => (await pool.query(sql, params)).rows, "limits");
  return {
    limiter,
    async stop() {
      await pool.end();
      await server.stop();
    },
  };
}

async function redis(): Promise<Backend> {
  const server: TestRedis = await startTestRedis();
  const limiter = createRedisRateLimiter(server.url, `test:${Date.now()}:`);
  return {
    limiter,
    async stop() {
      await limiter.close();
      await server.stop();
    },
  };
}

describe.each([
  ["PGlite", pglite],
  ["PostgreSQL 15", postgres],
  ["Redis", redis],
])("rate limits on %s", (_name, start) => {
  let backend: Backend;
  let limiter: RateLimiter;
  beforeAll(async () => {
    backend = await start();
    limiter = backend.limiter;
  }, 60_000);
  afterAll(() => backend?.stop());

  test("the hit over the limit is refused with the seconds left in the window", async () => {
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await limiter.hit("report:1.2.3.4", { limit: 3, windowMs: 60_000 }));
    expect(results.map((r) => [r.allowed, r.count])).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
      [false, 4],
    ]);
    expect(results[0].retryAfterSeconds).toBe(0);
    expect(results[3].retryAfterSeconds).toBeGreaterThan(55);
    expect(results[3].retryAfterSeconds).toBeLessThanOrEqual(60);
    // Other keys are counted apart.
    expect(await limiter.hit("report:5.6.7.8", { limit: 3, windowMs: 60_000 })).toMatchObject({ count: 1 });
  });

  test("a window ends and counting starts again", async () => {
    await limiter.hit("short", { limit: 1, windowMs: 400 });
    expect((await limiter.hit("short", { limit: 1, windowMs: 400 })).allowed).toBe(false);
    await sleep(500);
    expect(await limiter.hit("short", { limit: 1, windowMs: 400 })).toEqual({
      allowed: true,
      count: 1,
      retryAfterSeconds: 0,
    });
  });

  test("concurrent hits from many instances are each counted once", async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () => limiter.hit("burst", { limit: 25, windowMs: 60_000 })),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(25);
  });

  test("peek reads without counting; reset forgets the key", async () => {
    expect(await limiter.peek("login:a")).toEqual({ count: 0, retryAfterSeconds: 0 });
    await limiter.hit("login:a", { limit: 5, windowMs: 30_000 });
    await limiter.hit("login:a", { limit: 5, windowMs: 30_000 });
    const seen = await limiter.peek("login:a");
    expect(seen.count).toBe(2);
    expect(seen.retryAfterSeconds).toBeGreaterThan(25);
    expect((await limiter.peek("login:a")).count).toBe(2);
    await limiter.reset("login:a");
    expect(await limiter.peek("login:a")).toEqual({ count: 0, retryAfterSeconds: 0 });
  });

  test("hold keeps a lock for at least the time asked and never shortens it", async () => {
    const first = await limiter.hold("lock:a", 20_000);
    expect(first.retryAfterSeconds).toBeGreaterThan(15);
    const shorter = await limiter.hold("lock:a", 1_000);
    expect(shorter.retryAfterSeconds).toBeGreaterThan(15);
    const longer = await limiter.hold("lock:a", 90_000);
    expect(longer.retryAfterSeconds).toBeGreaterThan(85);
    await limiter.hold("lock:b", 300);
    await sleep(400);
    expect(await limiter.peek("lock:b")).toEqual({ count: 0, retryAfterSeconds: 0 });
  });

  test("bad options are refused before anything is counted", async () => {
    await expect(limiter.hit("", { limit: 1, windowMs: 1000 })).rejects.toThrow("key");
    await expect(limiter.hit("k", { limit: 1, windowMs: 0 })).rejects.toThrow("windowMs");
    expect((await limiter.peek("k")).count).toBe(0);
  });
});

test("a table name that is not a plain identifier is refused", () => {
  expect(() => rateLimitTableSql("limits; DROP TABLE x")).toThrow("not a plain SQL table name");
});
