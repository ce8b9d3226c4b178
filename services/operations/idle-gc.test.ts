import http from "node:http";
import type { AddressInfo } from "node:net";
import { collectWhenIdle, type IdleCollectionOptions } from "./idle-gc";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `done` holds, up to `ms`: a busy machine may run the idle timer late. */
async function eventually(done: () => boolean, ms = 10_000) {
  for (const until = Date.now() + ms; !done() && Date.now() < until;) await sleep(50);
}

/**
 * A server with idle collection on it: `body` gets its address and the heap sizes each collection
 * left, in order. Both are stopped when it ends.
 */
async function withIdleCollection(
  options: IdleCollectionOptions,
  body: (url: string, collections: number[]) => Promise<void>,
) {
  const server = http.createServer((_req, res) => res.end("ok"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const collections: number[] = [];
  const stop = collectWhenIdle([server], {
    ...options,
    onCollect: (_before, after) => collections.push(after),
  });
  try {
    await body(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, collections);
  } finally {
    stop();
    server.close();
  }
}

/** A WeakRef to garbage that nothing else would collect soon: old enough to have left the young generation. */
function garbage(): WeakRef<object> {
  const junk = { rows: Array.from({ length: 50_000 }, (_, i) => ({ i, text: `row ${i}` })) };
  return new WeakRef(junk);
}

it("collects the garbage of a burst of requests once they stop", async () => {
  await withIdleCollection({ quietMs: 100, minGrowth: 0 }, async (url) => {
    for (let i = 0; i < 3; i++) await (await fetch(url)).text();
    const left = garbage();
    await eventually(() => left.deref() === undefined);
    expect(left.deref()).toBeUndefined();
  });
});

it("waits for the requests to stop, then collects once", async () => {
  await withIdleCollection({ quietMs: 200, minGrowth: 0 }, async (url, collections) => {
    const until = Date.now() + 1000;
    while (Date.now() < until) {
      await (await fetch(url)).text();
      await sleep(20);
    }
    expect(collections).toHaveLength(0);
    await eventually(() => collections.length > 0);
    await sleep(600); // three more quiet windows: still one
    expect(collections).toHaveLength(1);
  });
});

it("leaves a trickle alone, and collects after a burst that left the heap's size as it was", async () => {
  const options = { quietMs: 100, minGrowth: Number.MAX_SAFE_INTEGER, minRequests: 20 };
  await withIdleCollection(options, async (url, collections) => {
    for (let i = 0; i < 3; i++) {
      await (await fetch(url)).text();
      await sleep(300); // a quiet window after each: a health check's pace
    }
    expect(collections).toHaveLength(0);
    for (let i = 0; i < 20; i++) await (await fetch(url)).text();
    await eventually(() => collections.length > 0);
    expect(collections).toHaveLength(1);
  });
});
