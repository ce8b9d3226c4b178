// A render thread for render-thread.test.ts: it speaks scripts/web-renderer.ts's messages, and its
// pages show what the main thread forwarded (no Next build needed).
import http from "node:http";
import { rmSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";

const generation = new Int32Array(workerData.generation);
const waiting = [];
let closedEarly = 0;

const server = http.createServer((req, res) => {
  const path = req.url.split("?")[0];
  if (path === "/echo") {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      res.statusCode = 201;
      res.setHeader("set-cookie", ["a=1; Path=/", "b=2; Path=/"]);
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
    });
  } else if (path === "/stream") {
    // The first half now, the rest once /release arrives.
    res.setHeader("content-type", "text/plain");
    res.write("first half;");
    waiting.push(() => res.end("second half"));
  } else if (path === "/release") {
    for (const finish of waiting.splice(0)) finish();
    res.end("released");
  } else if (path === "/hang") {
    res.once("close", () => closedEarly++);
  } else if (path === "/closed-early") {
    res.end(String(closedEarly));
  } else if (path === "/busy") {
    const until = Date.now() + Number(new URL(req.url, "http://x").searchParams.get("ms"));
    while (Date.now() < until);
    res.end("done");
  } else if (path === "/bump") {
    Atomics.add(generation, 0, 1);
    res.end("bumped");
  } else if (path === "/exit") {
    process.exit(3);
  } else {
    res.statusCode = 404;
    res.end();
  }
});
server.keepAliveTimeout = 0;
rmSync(workerData.socketPath, { force: true });
server.listen(workerData.socketPath, () => parentPort.postMessage({ type: "ready" }));
parentPort.on("message", (message) => {
  if (message.type !== "close") return;
  server.close();
  parentPort.postMessage({ type: "closed" });
});
