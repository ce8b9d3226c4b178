import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestRedis } from "../../../rate-limit/testing";
import { closeRedisProbes } from "../../../operations/health";
import { createSqlRateLimiter } from "../../../rate-limit";
import { createApiApp } from "../../app";
import { createDb } from "../../db/client";
import { runMigrations } from "../../db/migrate";
import { sqlQueryRows } from "../../db/query-rows";
import { createLocalStorage } from "../../lib/storage";
import { testDatabases } from "../../testing/databases";
import { startTestPostgres } from "../../testing/postgres";
import type { Db } from "../../db/client";

const uploads = mkdtempSync(join(tmpdir(), "kazi-health-"));
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

// Nothing here needs a token: the authenticator is never asked.
const auth = { issuer: "http://127.0.0.1:9/unused", audience: "http://localhost:3000/api/v1" };

// The rate limits count in the database, so that Redis is only the readiness probe's here.
function apiOn(db: Db, redisUrl?: string) {
  const rateLimiter = createSqlRateLimiter(sqlQueryRows(db));
  return createApiApp({ db, auth, storage: createLocalStorage(uploads), redisUrl, rateLimiter });
}

const get = async (api: ReturnType<typeof apiOn>, path: string) => {
  const started = performance.now();
  const res = await api.fetch(new Request(`http://product-api.test${path}`));
  return { res, ms: performance.now() - started, body: await res.json() };
};

afterAll(() => closeRedisProbes());

describe.each(testDatabases)("health and readiness on %s", (_name, kind) => {
  it("answers liveness and readiness, uncached, and 503 'stopping' once draining", async () => {
    const handle = await kind.open();
    try {
      const api = apiOn(handle.database.db);
      const live = await get(api, "/api/health");
      expect(live.res.status).toBe(200);
      expect(live.body).toEqual({ status: "ok" });
      expect(live.res.headers.get("cache-control")).toBe("no-store");

      const ready = await get(api, "/api/ready");
      expect(ready.res.status).toBe(200);
      expect(ready.body).toEqual({ status: "ok", checks: { database: "ok", storage: "ok" } });
      expect(ready.res.headers.get("cache-control")).toBe("no-store");

      api.readiness.drain();
      const stopping = await get(api, "/api/ready");
      expect(stopping.res.status).toBe(503);
      expect(stopping.body).toEqual({ status: "stopping" });
      expect((await get(api, "/api/health")).res.status).toBe(200);
    } finally {
      await handle.close();
    }
  });
});

describe("readiness when a dependency goes away", () => {
  it("says which one failed within 2 seconds, without details, and recovers when Redis returns", async () => {
    const postgres = await startTestPostgres();
    const database = await createDb({ databaseUrl: postgres.url });
    let redis = await startTestRedis();
    const port = Number(new URL(redis.url).port);
    const api = apiOn(database.db, redis.url);
    try {
      await runMigrations(database);
      const ready = await get(api, "/api/ready");
      expect(ready.body).toEqual({ status: "ok", checks: { database: "ok", redis: "ok", storage: "ok" } });

      await redis.stop();
      const noRedis = await get(api, "/api/ready");
      expect(noRedis.res.status).toBe(503);
      expect(noRedis.body).toEqual({
        status: "fail",
        checks: { database: "ok", redis: expect.stringMatching(/fail|timeout/), storage: "ok" },
      });
      expect(noRedis.ms).toBeLessThan(2500);

      redis = await startTestRedis({ port });
      const deadline = Date.now() + 10_000;
      let back = await get(api, "/api/ready");
      while (back.res.status !== 200 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        back = await get(api, "/api/ready");
      }
      expect(back.body).toEqual({ status: "ok", checks: { database: "ok", redis: "ok", storage: "ok" } });

      await postgres.stop();
      const noDb = await get(api, "/api/ready");
      expect(noDb.res.status).toBe(503);
      expect(noDb.body.checks.database).toMatch(/fail|timeout/);
      expect(noDb.body.checks.redis).toBe("ok");
      expect(noDb.ms).toBeLessThan(2500);
      expect(JSON.stringify(noDb.body)).not.toMatch(/127\.0\.0\.1|ECONN|Error|at /);
    } finally {
      // Its Redis connections would otherwise keep Jest from exiting.
      await api.close();
      await database.close().catch(() => undefined);
      await postgres.stop();
      await redis.stop();
    }
  }, 60_000);
});
