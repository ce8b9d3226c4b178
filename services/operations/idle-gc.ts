import type { Server } from "node:http";
import { getHeapStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

export interface IdleCollectionOptions {
  /** A window this long without a new request counts as idle. */
  quietMs?: number;
  /** Collect when the heap V8 holds has grown at least this much (bytes) since the last collection… */
  minGrowth?: number;
  /** …or when at least this many requests came since then: a burst, not a health check's trickle. */
  minRequests?: number;
  /** Told the size of the heap V8 holds, in bytes, before and after each collection. */
  onCollect?: (before: number, after: number) => void;
}

/**
 * After a burst of requests V8 keeps the heap it grew to, garbage included, for as long as nothing
 * allocates: its own memory reducer did not start in 75 s of quiet. Measured after the 100,000-job
 * bench, the web server held 503 MB (325 MB of heap, a third of it live) and fell to 245 MB after
 * one full collection. So: once `servers`, having served requests since the last collection, have
 * had no new one for `quietMs`, and the heap has grown by `minGrowth` or `minRequests` came since,
 * one full collection. It costs a pause of ~100-300 ms when no one is waiting, and a request
 * arriving in it waits that long, once.
 */
export function collectWhenIdle(
  servers: Server[],
  { quietMs = 5_000, minGrowth = 32 * 2 ** 20, minRequests = 200, onCollect }: IdleCollectionOptions = {},
): () => void {
  // `gc` exists only in contexts made after the flag is set; the process's own global stays without.
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  let requests = 0;
  let seen = 0;
  let collectedAt = 0;
  const count = () => void requests++;
  for (const server of servers) server.on("request", count);
  // The heap V8 holds, not the part in use: a burst fills the young generation (up to 32 MB) and
  // leaves it full of garbage, which counts as in use. Measured from nothing before the first
  // collection: a process's start leaves garbage too (the product API's index build).
  const held = () => getHeapStatistics().total_heap_size;
  let after = 0;
  const timer = setInterval(() => {
    if (requests !== seen) {
      seen = requests;
      return;
    }
    if (requests === collectedAt) return;
    const before = held();
    // A burst can leave the heap V8 holds as it was and still leave its garbage in it: the product
    // API's searches at 100,000 jobs left ~75 MB more RSS than one collection keeps.
    if (before - after < minGrowth && requests - collectedAt < minRequests) return;
    // Compacting every page, not only the most fragmented: half-empty pages are most of what a
    // burst leaves, and only emptied pages go back to the system (measured: 221 MB of heap kept
    // after a plain collection of 74 MB live, 108 MB after this). Only for this one collection:
    // under load it would make every full collection slower.
    setFlagsFromString("--compact-on-every-full-gc");
    try {
      gc();
    } finally {
      setFlagsFromString("--no-compact-on-every-full-gc");
    }
    after = held();
    collectedAt = requests;
    onCollect?.(before, after);
  }, quietMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    for (const server of servers) server.off("request", count);
  };
}
