import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createRateLimiter, type RateLimiter } from "../rate-limit";
import { startTestRedis, type TestRedis } from "../rate-limit/testing";
import { openIdentityDb, type IdentityDb } from "./db";
import { createLoginThrottle } from "./throttle";

let redis: TestRedis;
let dataDir: string;
let db: IdentityDb;
const limiters: RateLimiter[] = [];

beforeAll(async () => {
  redis = await startTestRedis();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "kazi-identity-throttle-"));
  db = await openIdentityDb({ dataDir });
}, 60_000);

afterAll(async () => {
  await Promise.all(limiters.map((l) => l.close()));
  await db?.close();
  await redis?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

// Two instances of the provider: each has its own limiter over the same store.
describe.each([
  [
    "the identity database",
    () => createRateLimiter({ query: db.query.bind(db), table: "identity_rate_limits" }),
  ],
  [
    "Redis (REDIS_URL)",
    () => createRateLimiter({ redisUrl: redis.url, query: db.query.bind(db), table: "identity_rate_limits" }),
  ],
])("login throttling in %s", (_name, makeLimiter) => {
  test("failures counted by one instance pause logins on another, and success there clears them", async () => {
    const [a, b] = [makeLimiter(), makeLimiter()];
    limiters.push(a, b);
    const one = createLoginThrottle(a);
    const two = createLoginThrottle(b);
    const email = `Halima-${Date.now()}@Example.com`;
    for (let i = 0; i < 4; i++) expect(await one.failed(email, "192.0.2.1")).toBeUndefined();
    expect(await two.check(email.toLowerCase(), "192.0.2.99")).toBeUndefined();
    expect(await two.failed(email, "192.0.2.2")).toEqual({ retryAfterSeconds: 2, scope: "account" });
    expect(await one.check(email, "192.0.2.3")).toEqual({ retryAfterSeconds: 2, scope: "account" });
    await new Promise((r) => setTimeout(r, 2100));
    expect(await one.check(email, "192.0.2.3")).toBeUndefined();
    await two.succeeded(email);
    expect(await one.failed(email, "192.0.2.1")).toBeUndefined();
  });
});
