import http from "node:http";
import type { AddressInfo } from "node:net";
import { collectWhenIdle } from "./idle-gc";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
    await sleep(500);
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
    await sleep(700);
    expect(collections).toHaveLength(1);
  } finally {
    stop();
    server.close();
  }
});
