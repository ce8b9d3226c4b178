import net from "node:net";
import { expect } from "@playwright/test";
import { crashed, type Context } from "../context";
import { figures, runLoad } from "../load";
import { record } from "../report";

// Redis stopped: pages still render from the database (slower), nothing crashes, and the shared
// cache works again once Redis is back.

function redisCommand(url: string, command: string): Promise<string> {
  const { port, hostname } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    socket.once("error", reject);
    socket.once("connect", () => socket.write(`${command}\r\n`));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().trim());
    });
  });
}

async function cacheOf(url: string) {
  const res = await fetch(url);
  await res.text();
  return { status: res.status, cache: res.headers.get("x-nextjs-cache") };
}

export async function redisUnavailable(context: Context) {
  const { cluster, webA, webB } = context;
  const options = {
    site: cluster.site,
    jobIds: context.jobIds,
    pairs: context.pairs,
    durationMs: 6000,
    keepBodies: true,
  };
  const before = await runLoad(options);
  await cluster.redis.stop();
  let during;
  try {
    during = await runLoad(options);
  } finally {
    await cluster.redis.start();
  }
  const backAt = performance.now();

  // The shared cache again: a page first rendered on A is a cache hit on B. The page of a job no
  // load has visited (the instances kept the others in memory during the outage), a new one on each
  // attempt; searches are not shared (they are cached nowhere the first time they are made).
  let sharedAfter = Infinity;
  const fresh = [...context.spareJobIds].reverse();
  for (let attempt = 0; attempt < Math.min(50, fresh.length); attempt++) {
    const path = `/jobs/${fresh[attempt]}`;
    const first = await cacheOf(webA + path);
    const second = await cacheOf(webB + path);
    if (first.status === 200 && second.cache === "HIT") {
      sharedAfter = Math.round(performance.now() - backAt);
      break;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const keys = Number((await redisCommand(cluster.redis.url, "DBSIZE")).replace(/^:/, ""));
  const pages = (list: typeof before) => figures(list.filter((s) => s.kind !== "apply"));
  record("Redis stopped during 6 s of mixed load", {
    "before: requests, errors, p50 / p99 (ms)": `${before.length}, ${figures(before).errors}, ${pages(before).p50} / ${pages(before).p99}`,
    "Redis down: requests, errors, p50 / p99 (ms)": `${during.length}, ${figures(during).errors}, ${pages(during).p50} / ${pages(during).p99}`,
    "shared cache working again after Redis is back (ms)": sharedAfter,
    "keys in Redis then": keys,
  });

  expect(crashed(context), "processes that stopped").toEqual([]);
  expect(
    during.filter((s) => !s.ok).map((s) => `${s.kind} ${s.status} ${s.path}`),
    "failed requests with Redis down",
  ).toEqual([]);
  expect(
    sharedAfter,
    "a page rendered on A is a cache hit on B again (ms after Redis returned)",
  ).toBeLessThan(10_000);
  expect(keys, "keys in Redis once it is back").toBeGreaterThan(0);
}
