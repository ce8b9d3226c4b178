import { PGlite } from "@electric-sql/pglite";
import { pgliteStart } from "../pglite-template";
import { createRateLimiter, createRedisRateLimiter, rateLimitTableSql, type RateLimiter } from ".";
import { startTestRedis, type TestRedis } from "./testing";

// Two instances of a service share one database and one Redis. Redis goes away and comes back.

const limit = { limit: 3, windowMs: 60_000 };
let db: PGlite;
let redis: TestRedis;
let port: number;
const limiters: RateLimiter[] = [];

function instance(): RateLimiter {
  const limiter = createRateLimiter({
    redisUrl: redis.url,
    query: async (sql, params) => (await db.query(sql, params)).rows as never,
  });
  limiters.push(limiter);
  return limiter;
}

beforeAll(async () => {
  db = await PGlite.create(pgliteStart());
  for (const sql of rateLimitTableSql()) await db.exec(sql);
  redis = await startTestRedis();
  port = Number(new URL(redis.url).port);
});
afterAll(async () => {
  for (const limiter of limiters) await limiter.close();
  await redis.stop();
  await db.close();
});

test("while Redis is down the database counts for every instance, quickly; Redis counts again when it is back", async () => {
  const [a, b] = [instance(), instance()];
  expect((await a.hit("login:before", limit)).count).toBe(1);
  const onlyRedis = createRedisRateLimiter(redis.url, "kazi:rate:");
  expect((await onlyRedis.peek("login:before")).count).toBe(1);
  await onlyRedis.close();

  await redis.stop();
  const started = Date.now();
  const during = [];
  for (const limiter of [a, b, a, b]) during.push(await limiter.hit("login:during", limit));
  expect(during.map((r) => [r.allowed, r.count])).toEqual([
    [true, 1],
    [true, 2],
    [true, 3],
    [false, 4],
  ]);
  expect(Date.now() - started).toBeLessThan(3000);
  expect((await b.peek("login:during")).count).toBe(4);
  const { rows } = await db.query<{ hits: number }>(
    "SELECT hits FROM rate_limits WHERE key = 'login:during'",
  );
  expect(rows[0]?.hits).toBe(4);

  redis = await startTestRedis({ port });
  const deadline = Date.now() + 10_000;
  let after = await a.hit("login:after", limit);
  const back = createRedisRateLimiter(redis.url, "kazi:rate:");
  while ((await back.peek("login:after")).count === 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    after = await a.hit("login:after", limit);
  }
  expect((await back.peek("login:after")).count).toBe(after.count);
  await back.close();
}, 30_000);
