import { createLocalCache } from "./local-cache.mjs";

// The memory an instance caches in while Redis is away: bounded in bytes and in time.

let now = 1_000_000;
const clock = () => now;
const bytes = (n: number, fill = "x") => Buffer.from(fill.repeat(n));

beforeEach(() => {
  now = 1_000_000;
});

test("drops the least recently used entries past its size", () => {
  const cache = createLocalCache({ maxBytes: 1000, now: clock });
  cache.set("a", bytes(400), [], 3600);
  cache.set("b", bytes(400), [], 3600);
  expect(cache.get("a")).not.toBeNull(); // a is now the most recently used
  cache.set("c", bytes(400), [], 3600);
  expect(cache.get("b")).toBeNull();
  expect(cache.get("a")).not.toBeNull();
  expect(cache.get("c")).not.toBeNull();
  cache.set("huge", bytes(2000), [], 3600);
  expect(cache.get("huge")).toBeNull();
  expect(cache.size).toBe(2);
});

test("keeps an entry no longer than its lifetime or the short local limit", () => {
  const cache = createLocalCache({ maxAgeMs: 30_000, now: clock });
  cache.set("search", bytes(10), [], 5);
  cache.set("page", bytes(10), [], 3600);
  now += 6_000;
  expect(cache.get("search")).toBeNull();
  expect(cache.get("page")).not.toBeNull();
  now += 25_000;
  expect(cache.get("page")).toBeNull();
});

test("an invalidated tag expires entries written before it, not after", () => {
  const cache = createLocalCache({ now: clock });
  cache.set("job", bytes(10), ["jobs", "job:1"], 3600);
  cache.set("other", bytes(10), ["job:2"], 3600);
  now += 10;
  cache.invalidate(["job:1"]);
  expect(cache.get("job")).toBeNull();
  expect(cache.get("other")).not.toBeNull();
  now += 10;
  cache.set("job", bytes(10), ["jobs", "job:1"], 3600);
  expect(cache.get("job")).not.toBeNull();
  expect(cache.get("other", ["_N_T_/jobs"])).not.toBeNull();
  cache.invalidate(["_N_T_/jobs"]);
  expect(cache.get("other", ["_N_T_/jobs"])).toBeNull();
});
