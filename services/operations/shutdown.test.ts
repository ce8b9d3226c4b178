import http from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { onShutdown, shutDown } from "./shutdown";

const log = pino({ level: "silent" });

async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function get(url: string, agent: http.Agent) {
  return new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
      })
      .on("error", reject);
  });
}

it("lets a slow request finish, closes kept-alive connections, then runs the closing hooks", async () => {
  const order: string[] = [];
  const { server, url } = await listen((req, res) => {
    if (req.url === "/slow") res.once("finish", () => order.push("slow answered"));
    setTimeout(() => res.end(`done ${req.url}`), req.url === "/slow" ? 800 : 0);
  });
  const agent = new http.Agent({ keepAlive: true });
  await get(`${url}/warm`, agent); // leaves an idle kept-alive socket behind
  const removeHook = onShutdown(() => void order.push("hook"));
  const slow = get(`${url}/slow`, agent);
  await new Promise((r) => setTimeout(r, 100));
  const started = performance.now();
  const done = shutDown(server, {
    log,
    graceMs: 5000,
    onDraining: () => order.push("draining"),
    close: async () => void order.push("close"),
  });
  expect(await slow).toMatchObject({ status: 200, body: "done /slow" });
  await done;
  removeHook();
  expect(performance.now() - started).toBeLessThan(2000);
  expect(order).toEqual(["draining", "slow answered", "hook", "close"]);
  expect(server.listening).toBe(false);
  agent.destroy();
});

it("cuts a request that outlasts the grace period, and still closes", async () => {
  const { server, url } = await listen(() => {
    // never answers
  });
  const agent = new http.Agent();
  const hanging = get(`${url}/hang`, agent).catch((error: NodeJS.ErrnoException) => error.code);
  await new Promise((r) => setTimeout(r, 100));
  let closed = false;
  const started = performance.now();
  await shutDown(server, { log, graceMs: 300, close: async () => void (closed = true) });
  expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  expect(await hanging).toBe("ECONNRESET");
  expect(closed).toBe(true);
});

it("reports a resource that fails to close", async () => {
  const { server } = await listen((_req, res) => res.end());
  await expect(
    shutDown(server, { log, close: () => Promise.reject(new Error("pool stuck")) }),
  ).rejects.toThrow(/did not close/);
});
