// The web server's render thread: Next's request handler, in a worker thread of scripts/web-server.ts,
// behind a Unix socket only that server talks to. The main thread answers cached pages from memory,
// adds the security headers, compresses and logs; everything else comes here. Rendering a page holds
// this thread's event loop for milliseconds at a time, and with Next on its own thread a shared job
// link is still answered at once while searches render (docs/architecture.md, "Processes").
import { existsSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { shareGeneration } from "../lib/cache/page-generation";
import { webEnv } from "../lib/web-env";
import { formatAbortReasons } from "../services/operations/abort-reasons";
import { cpuProfiler } from "../services/operations/cpu-profile";
import { closeRedisProbes } from "../services/operations/health";
import { collectWhenIdle } from "../services/operations/idle-gc";
import { loggerFor } from "../services/operations/logger";
import { REQUEST_ID_HEADER, requestIdFrom, runWithRequestId } from "../services/operations/request-context";
import { runShutdownHooks } from "../services/operations/shutdown";

/** What scripts/web-server.ts hands its render thread. */
export interface RendererData {
  socketPath: string;
  generation: SharedArrayBuffer;
}

/** Messages between the threads: the renderer says `ready`, then `closed` after a `close`. */
export type RendererMessage =
  { type: "ready" } | { type: "closed" } | { type: "close" } | { type: "profile" };

const log = loggerFor("web");
const { socketPath, generation } = workerData as RendererData;

Object.assign(process.env, { NODE_ENV: "production" });
// As in web-server.ts: Node would otherwise read and keep the source map of every Next chunk.
process.setSourceMapsEnabled(false);
// Before Next loads: without it every rendered page stays in memory (services/operations/abort-reasons.ts).
formatAbortReasons();
shareGeneration(generation);

/**
 * Next runs with the configuration its build recorded, as Next's standalone server.js does: the
 * same here and in .next/standalone (where next.config.ts is not), and Next does not warn that
 * `output: "standalone"` is meant for that server.
 */
function takeBuildConfig(dir: string, distDir: string) {
  const recorded = join(dir, distDir, "required-server-files.json");
  if (process.env.__NEXT_PRIVATE_STANDALONE_CONFIG || !existsSync(recorded)) return;
  const { config } = JSON.parse(readFileSync(recorded, "utf8")) as { config: unknown };
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
}

async function main() {
  const { PORT: port, NEXT_DIST_DIR: distDir } = webEnv();
  const dir = new URL("..", import.meta.url).pathname;
  takeBuildConfig(dir, distDir);
  const { default: next } = await import("next");
  const app = next({ dev: false, dir, port });
  await app.prepare();
  const handle = app.getRequestHandler();

  const server = http.createServer((req, res) => {
    // Under the id the main thread gave the request: lib/product-api sends it on to the API.
    runWithRequestId(requestIdFrom(req.headers[REQUEST_ID_HEADER]), () => {
      handle(req, res).catch((error: unknown) => {
        log.error({ err: error }, "request failed");
        if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
        res.end("Something went wrong on our side. Please try again.");
      });
    });
  });
  // Only the main thread connects, and it keeps its connections for the next request.
  server.keepAliveTimeout = 0;
  rmSync(socketPath, { force: true });
  server.listen(socketPath, () => parentPort?.postMessage({ type: "ready" } satisfies RendererMessage));
  collectWhenIdle([server]);
  const profile = cpuProfiler("web-render");

  parentPort?.on("message", (message: RendererMessage) => {
    if (message.type === "profile") profile?.();
    if (message.type !== "close") return;
    // What code inside Next's bundles opened (a Redis client, the embedded API's database): the
    // main thread has finished its last response, so nothing more comes here.
    server.close();
    runShutdownHooks(log, closeRedisProbes)
      .catch(() => {})
      .finally(() => parentPort?.postMessage({ type: "closed" } satisfies RendererMessage));
  });
}

main().catch((error) => {
  log.fatal({ err: error }, `failed to start: ${error instanceof Error ? error.message : error}`);
  // The main thread sees the worker end and stops the process.
  process.exit(1);
});
