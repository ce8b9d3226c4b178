import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createSqlRateLimiter } from "@/services/rate-limit";
import { startTestRedis, type TestRedis } from "@/services/rate-limit/testing";
import { closeRedisProbes } from "@/services/operations/health";
import { createApiApp } from "@/services/product-api/app";
import { createDb, type Database } from "@/services/product-api/db/client";
import { runMigrations } from "@/services/product-api/db/migrate";
import { sqlQueryRows } from "@/services/product-api/db/query-rows";
import { createLocalStorage } from "@/services/product-api/lib/storage";

// The web app's probes in front of a real product API (PGlite, over HTTP) and a real Redis.
let database: Database;
let api: ReturnType<typeof createApiApp>;
let server: Server;
let redis: TestRedis;
const uploads = mkdtempSync(join(tmpdir(), "kazi-ready-"));

beforeAll(async () => {
  database = await createDb();
  await runMigrations(database);
  api = createApiApp({
    db: database.db,
    auth: { issuer: "http://127.0.0.1:9/unused", audience: "http://localhost:3000/api/v1" },
    storage: createLocalStorage(uploads),
    rateLimiter: createSqlRateLimiter(sqlQueryRows(database.db)),
  });
  server = serve({ port: 0, hostname: "127.0.0.1", fetch: api.fetch }) as Server;
  await new Promise((resolve) => server.once("listening", resolve));
  redis = await startTestRedis();
  process.env.PRODUCT_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.REDIS_URL = redis.url;
}, 60_000);

afterAll(async () => {
  await closeRedisProbes();
  await redis?.stop();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await database?.close();
  rmSync(uploads, { recursive: true, force: true });
});

const call = async (handler: () => Response | Promise<Response>) => {
  const res = await handler();
  return { status: res.status, cache: res.headers.get("cache-control"), body: await res.json() };
};

it("says alive without asking anything", async () => {
  const { GET } = await import("../health/route");
  expect(await call(GET)).toEqual({ status: 200, cache: "no-store", body: { status: "ok" } });
});

it("is ready when the product API and Redis are, and says which one is not", async () => {
  const { GET } = await import("./route");
  expect(await call(GET)).toEqual({
    status: 200,
    cache: "no-store",
    body: { status: "ok", checks: { productApi: "ok", redis: "ok" } },
  });

  api.readiness.drain();
  expect(await call(GET)).toMatchObject({
    status: 503,
    body: { status: "fail", checks: { productApi: "fail", redis: "ok" } },
  });

  await redis.stop();
  const started = performance.now();
  const down = await call(GET);
  expect(performance.now() - started).toBeLessThan(2500);
  expect(down).toMatchObject({
    status: 503,
    body: { checks: { redis: expect.stringMatching(/fail|timeout/) } },
  });
}, 30_000);
