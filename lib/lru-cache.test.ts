import { LruCache } from "./lru-cache";

const cache = (maxEntries = 3, ttlMs = 60_000) => new LruCache<string>({ maxEntries, ttlMs });
const value = (v: string) => jest.fn(async () => v);

afterEach(() => jest.useRealTimers());

describe("LruCache", () => {
  it("serves a stored value without loading again", async () => {
    const c = cache();
    const load = value("a");
    await expect(c.get("k", load)).resolves.toBe("a");
    await expect(c.get("k", value("other"))).resolves.toBe("a");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("drops the least recently used entry when full", async () => {
    const c = cache(2);
    await c.get("a", value("a"));
    await c.get("b", value("b"));
    await c.get("a", value("unused")); // "a" is now the most recent, so "b" goes first
    await c.get("c", value("c"));
    expect(c.size).toBe(2);
    const reloadB = value("b2");
    await expect(c.get("b", reloadB)).resolves.toBe("b2");
    expect(reloadB).toHaveBeenCalledTimes(1);
    const reloadC = value("c2");
    await expect(c.get("c", reloadC)).resolves.toBe("c");
    expect(reloadC).not.toHaveBeenCalled();
  });

  it("loads again once the time to live has passed", async () => {
    jest.useFakeTimers();
    const c = cache(3, 60_000);
    await c.get("k", value("old"));
    jest.advanceTimersByTime(59_999);
    await expect(c.get("k", value("new"))).resolves.toBe("old");
    jest.advanceTimersByTime(1);
    await expect(c.get("k", value("new"))).resolves.toBe("new");
  });

  it("shares one load between concurrent callers of the same key", async () => {
    const c = cache();
    let finish: (v: string) => void = () => {};
    const load = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = c.get("k", load);
    const second = c.get("k", load);
    expect(second).toBe(first);
    finish("shared");
    await expect(Promise.all([first, second])).resolves.toEqual(["shared", "shared"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("never stores a failure, so the next caller tries again", async () => {
    const c = cache();
    const failing = jest.fn(async () => {
      throw new Error("down");
    });
    await expect(Promise.all([c.get("k", failing), c.get("k", failing)])).rejects.toThrow("down");
    expect(failing).toHaveBeenCalledTimes(1);
    expect(c.size).toBe(0);
    await expect(c.get("k", value("up"))).resolves.toBe("up");
  });

  it("forgets everything on clear, including a load that began before it", async () => {
    const c = cache();
    await c.get("a", value("a"));
    let finish: (v: string) => void = () => {};
    const slow = c.get("b", () => new Promise<string>((resolve) => (finish = resolve)));
    c.clear();
    finish("stale");
    await expect(slow).resolves.toBe("stale");
    expect(c.size).toBe(0);
    await expect(c.get("a", value("fresh"))).resolves.toBe("fresh");
  });

  it("refuses a size below one", () => {
    expect(() => new LruCache({ maxEntries: 0, ttlMs: 1 })).toThrow(RangeError);
  });
});
