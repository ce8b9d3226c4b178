import Redis from "ioredis";
import { startTestRedis, type TestRedis } from "@/services/rate-limit/testing";
import { SharedCacheHandler } from "./redis-cache-handler.mjs";
import { createSharedCache } from "./shared-cache.mjs";

// Redis stopped, stalled and back: pages keep coming (from this instance's memory or a new render),
// no call waits long, and the shared cache is used again once Redis answers.

type Cache = ReturnType<typeof createSharedCache>;

const page = (html: string) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(html),
  headers: { "x-next-cache-tags": "jobs,job:7" },
  status: 200,
});
const context = { cacheControl: { revalidate: 3600 } };

let redis: TestRedis;
const caches: Cache[] = [];

async function instance(url = redis.url, connect = true) {
  const cache = createSharedCache({ url, namespace: "b", log: () => {} });
  caches.push(cache);
  if (connect) await cache.ready();
  return new SharedCacheHandler({ serverDistDir: "/nowhere", sharedCache: cache });
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function until(check: () => Promise<boolean>, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function redisPid(url: string): Promise<number> {
  const client = new Redis(url);
  const info = await client.info("server");
  client.disconnect();
  return Number(/process_id:(\d+)/.exec(info)![1]);
}

beforeEach(async () => {
  redis = await startTestRedis();
});

afterEach(async () => {
  await Promise.all(caches.splice(0).map((cache) => cache.close()));
  await redis.stop();
});

test("with Redis stopped, calls answer at once from memory; caching is shared again when it returns", async () => {
  const a = await instance();
  const b = await instance();
  // Its scripts are loaded now; the restarted server will not know them.
  await a.set("/jobs/1", page("Nurse"), context);
  expect((await b.get("/jobs/1", {}))?.value?.html).toBe("Nurse");
  const port = Number(new URL(redis.url).port);
  await redis.stop();
  await new Promise((r) => setTimeout(r, 200));

  const [miss, missMs] = await timed(() => a.get("/jobs/7", {}));
  expect(miss).toBeNull();
  expect(missMs).toBeLessThan(100);
  await a.set("/jobs/7", page("Designer"), context);
  expect((await a.get("/jobs/7", {}))?.value?.html).toBe("Designer");
  const [, invalidateMs] = await timed(() => a.revalidateTag(["job:7"]));
  expect(invalidateMs).toBeLessThan(100);
  expect(await a.get("/jobs/7", {})).toBeNull();

  redis = await startTestRedis({ port });
  await until(async () => {
    await a.set("/jobs/9", page("Driver"), context);
    return (await b.get("/jobs/9", {}))?.value?.html === "Driver";
  });
  await b.revalidateTag(["jobs"]);
  expect(await a.get("/jobs/9", {})).toBeNull();
});

test("a server that has never answered does not hold up a page", async () => {
  const port = Number(new URL(redis.url).port);
  await redis.stop();
  const handler = await instance(`redis://127.0.0.1:${port}`, false);
  const [result, ms] = await timed(() => handler.get("/jobs/7", {}));
  expect(result).toBeNull();
  expect(ms).toBeLessThan(100);
  redis = await startTestRedis({ port });
});

test("a stalled Redis costs one short timeout, and invalidations made meanwhile reach it afterwards", async () => {
  const a = await instance();
  const b = await instance();
  await b.set("/jobs/7", page("Designer"), context);
  const pid = await redisPid(redis.url);
  process.kill(pid, "SIGSTOP");
  try {
    const [, firstMs] = await timed(() => a.revalidateTag(["job:7"]));
    expect(firstMs).toBeLessThan(1500);
    const [, nextMs] = await timed(() => a.get("/jobs/7", {}));
    expect(nextMs).toBeLessThan(100);
  } finally {
    process.kill(pid, "SIGCONT");
  }
  // B still has the entry in Redis; A sends the invalidation it missed once its backoff is over.
  await until(async () => {
    await a.get("/jobs/1", {});
    return (await b.get("/jobs/7", {})) === null;
  });
});

test("the invalidation epoch is unknown while Redis is away, so the web server's front cache keeps nothing", async () => {
  const cache = createSharedCache({ url: redis.url, namespace: "b", log: () => {} });
  caches.push(cache);
  await cache.ready();
  expect(await cache.epoch()).toEqual(expect.any(Number));
  await redis.stop();
  await new Promise((r) => setTimeout(r, 200));
  expect(await cache.epoch()).toBeNull();
});
