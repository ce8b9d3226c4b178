import http from "node:http";
import type { AddressInfo } from "node:net";
import { collectWhenIdle } from "./idle-gc";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `done` holds, up to `ms`: a busy machine may run the idle timer late. */
async function eventually(done: () => boolean, ms = 10_000) {
  for (const until = Date.now() + ms; !done() && Date.now() < until;) await sleep(50);
}

async function listen() {
  const server = http.createServer((_req, res) => res.end("ok"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A WeakRef to garbage that nothing else would collect soon: old enough to have left the young generation. */
function garbage(): WeakRef<object> {
  const junk = { rows: Array.from({ length: 50_000 }, (_, i) => ({ i, text: `row ${i}` })) };
  return new WeakRef(junk);
}

it("collects the garbage of a burst of requests once they stop", async () => {
  const { server, url } = await listen();
  const stop = collectWhenIdle([server], { quietMs: 100, minGrowth: 0 });
  try {
    for (let i = 0; i < 3; i++) await (await fetch(url)).text();
    const left = garbage();
    await eventually(() => left.deref() === undefined);
    expect(left.deref()).toBeUndefined();
  } finally {
    stop();
    server.close();
  }
});

it("waits for the requests to stop, then collects once", async () => {
  const { server, url } = await listen();
  const collections: number[] = [];
  const stop = collectWhenIdle([server], {
    quietMs: 200,
    minGrowth: 0,
    onCollect: (_before, after) => collections.push(after),
  });
  try {
    const until = Date.now() + 1000;
    while (Date.now() < until) {
      await (await fetch(url)).text();
      await sleep(20);
    }
    expect(collections).toHaveLength(0);
    await eventually(() => collections.length > 0);
    await sleep(600); // three more quiet windows: still one
    expect(collections).toHaveLength(1);
  } finally {
    stop();
    server.close();
  }
});

it("leaves a trickle alone, and collects after a burst that left the heap's size as it was", async () => {
  const { server, url } = await listen();
  const collections: number[] = [];
  const stop = collectWhenIdle([server], {
    quietMs: 100,
    minGrowth: Number.MAX_SAFE_INTEGER,
    minRequests: 20,
    onCollect: (_before, after) => collections.push(after),
  });
  try {
    for (let i = 0; i < 3; i++) {
      await (await fetch(url)).text();
      await sleep(300); // a quiet window after each: a health check's pace
    }
    expect(collections).toHaveLength(0);
    for (let i = 0; i < 20; i++) await (await fetch(url)).text();
    await eventually(() => collections.length > 0);
    expect(collections).toHaveLength(1);
  } finally {
    stop();
    server.close();
  }
});
