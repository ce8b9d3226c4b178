import Redis from "ioredis";
import { startTestRedis, type TestRedis } from "@/services/rate-limit/testing";
import { SharedCacheHandler } from "./redis-cache-handler.mjs";
import { createSharedCache } from "./shared-cache.mjs";

// Two web instances are two handlers, each with its own connection, sharing one real redis-server.

type Cache = ReturnType<typeof createSharedCache>;

const page = (html: string, tags = "jobs,job:7,_N_T_/jobs/7") => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(`rsc ${html}`),
  segmentData: new Map([["/_index.segment", Buffer.from(`segment ${html}`)]]),
  headers: { "x-next-cache-tags": tags },
  status: 200,
  postponed: undefined,
});
const pageContext = (revalidate: number) => ({ cacheControl: { revalidate, expire: 31536000 } });
const data = (body: string) => ({
  kind: "FETCH",
  data: { headers: {}, body, status: 200, url: "" },
  revalidate: 300,
});
const dataContext = { fetchCache: true, tags: ["jobs"], revalidate: 300 };

let redis: TestRedis;
let raw: Redis;
const caches: Cache[] = [];

async function instance(): Promise<{ handler: SharedCacheHandler; cache: Cache }> {
  const cache = createSharedCache({ url: redis.url, namespace: "build-1", log: () => {} });
  caches.push(cache);
  await cache.ready();
  return { handler: new SharedCacheHandler({ serverDistDir: "/nowhere", sharedCache: cache }), cache };
}

beforeEach(async () => {
  redis = await startTestRedis();
  raw = new Redis(redis.url);
});

afterEach(async () => {
  await Promise.all(caches.splice(0).map((cache) => cache.close()));
  raw.disconnect();
  await redis.stop();
});

test("a page cached by one instance is served by another, buffers and all", async () => {
  const a = await instance();
  const b = await instance();
  await a.handler.set("/jobs/7", page("Designer"), pageContext(3600));

  const hit = await b.handler.get("/jobs/7", { kind: "APP_PAGE" });
  expect(hit?.value?.html).toBe("Designer");
  expect(Buffer.isBuffer(hit?.value?.rscData)).toBe(true);
  expect(hit?.value?.rscData?.toString()).toBe("rsc Designer");
  expect(hit?.value?.segmentData?.get("/_index.segment")?.toString()).toBe("segment Designer");
  expect(hit?.cacheControl).toEqual({ revalidate: 3600, expire: 31536000 });
});

test("revalidateTag on one instance expires the pages and data of the other", async () => {
  const a = await instance();
  const b = await instance();
  await b.handler.set("/jobs/7", page("Designer"), pageContext(3600));
  await b.handler.set("/jobs/8", page("Driver", "jobs,job:8"), pageContext(3600));
  await b.handler.set("data-key", data('{"title":"Designer"}'), dataContext);

  await a.handler.revalidateTag(["job:7"]);
  expect(await b.handler.get("/jobs/7", {})).toBeNull();
  expect((await b.handler.get("/jobs/8", {}))?.value?.html).toBe("Driver");

  await a.handler.revalidateTag("jobs");
  expect(await b.handler.get("/jobs/8", {})).toBeNull();
  expect(await b.handler.get("data-key", { softTags: [] })).toBeNull();

  // Rendered again after the invalidation: cached again.
  await b.handler.set("/jobs/8", page("Driver (closed)", "jobs,job:8"), pageContext(3600));
  expect((await a.handler.get("/jobs/8", {}))?.value?.html).toBe("Driver (closed)");
});

test("an implicit tag the caller names (revalidatePath) expires a data entry", async () => {
  const a = await instance();
  const b = await instance();
  await a.handler.set("data-key", data("[1]"), dataContext);
  expect(await b.handler.get("data-key", { softTags: ["_N_T_/jobs"] })).not.toBeNull();
  await b.handler.revalidateTag(["_N_T_/jobs"]);
  expect(await a.handler.get("data-key", { softTags: ["_N_T_/jobs"] })).toBeNull();
});

test("a render that started before an invalidation on another instance is not served after it", async () => {
  const a = await instance();
  const b = await instance();
  expect(await b.handler.get("/jobs/7", {})).toBeNull(); // B misses and starts rendering...
  await a.handler.revalidateTag(["job:7"]); // ...A changes the job meanwhile...
  await b.handler.set("/jobs/7", page("old title"), pageContext(3600)); // ...B stores what it read before.
  expect(await a.handler.get("/jobs/7", {})).toBeNull();
});

test("entries expire in Redis: twice their revalidate time, a day at most", async () => {
  const a = await instance();
  await a.handler.set("/jobs/results/abc", page("search", "jobs"), pageContext(300));
  await a.handler.set("/about", page("about", ""), { cacheControl: { revalidate: false } });
  await a.handler.set("data-key", data("[]"), dataContext);
  const ttl = async (key: string) => raw.ttl(`kazi:next:entry:build-1:${key}`);
  expect(await ttl("/jobs/results/abc")).toBeGreaterThan(590);
  expect(await ttl("/jobs/results/abc")).toBeLessThanOrEqual(600);
  expect(await ttl("/about")).toBeLessThanOrEqual(24 * 3600);
  expect(await ttl("/about")).toBeGreaterThan(24 * 3600 - 10);
  expect(await ttl("data-key")).toBeLessThanOrEqual(600);
  await a.handler.revalidateTag(["jobs"]);
  expect(await raw.ttl("kazi:next:tag:jobs")).toBeGreaterThan(24 * 3600);
});

test("builds do not share pages but do share invalidations", async () => {
  const a = await instance();
  const other = createSharedCache({ url: redis.url, namespace: "build-2", log: () => {} });
  caches.push(other);
  await other.ready();
  const b = new SharedCacheHandler({ serverDistDir: "/nowhere", sharedCache: other });
  await a.handler.set("data-key", data("[1]"), dataContext);
  expect(await b.get("data-key", {})).toBeNull();
  await b.set("data-key", data("[2]"), dataContext);
  await b.revalidateTag(["jobs"]);
  expect(await a.handler.get("data-key", {})).toBeNull();
});

test("the epoch counts invalidations made through any instance (the web server's front cache reads it)", async () => {
  const a = await instance();
  const b = await instance();
  const before = await b.cache.epoch();
  expect(before).toEqual(expect.any(Number));
  await a.handler.revalidateTag(["jobs", "job:7"]);
  expect(await b.cache.epoch()).toBe(before! + 1);
});
