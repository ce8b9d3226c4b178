// The main thread's side of the web server's render thread (scripts/web-renderer.ts): starts it, and
// forwards to it every request the page cache does not answer, over a Unix socket.
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { shareGeneration } from "../lib/cache/page-generation";
import type { RendererData, RendererMessage } from "./web-renderer";

export interface RenderThread {
  forward(req: http.IncomingMessage, res: http.ServerResponse): void;
  /** The methods Next serves at the request's address (its answer to OPTIONS), if it names them. */
  allowed(req: http.IncomingMessage): Promise<string | undefined>;
  /** Starts or writes a CPU profile of the render thread (services/operations/cpu-profile.ts). */
  profile(): void;
  /** Closes what the render thread holds, once nothing more is forwarded. */
  close(): Promise<void>;
}

// Hop-by-hop headers belong to one connection, not to the request or response forwarded.
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
  "proxy-connection",
  "te",
]);

// Under tsx (npm start) web-renderer.mjs registers tsx first; the standalone build has the renderer
// bundled beside this file (scripts/standalone.mjs).
const RENDERER = new URL(
  import.meta.url.endsWith(".ts") ? "./web-renderer.mjs" : "./web-renderer.cjs",
  import.meta.url,
);
let started = 0;

export interface RenderThreadOptions {
  /** Hears of a render thread that stopped on its own (not through close()). */
  onExit: (code: number, error?: Error) => void;
  /** The thread's script; scripts/web-renderer.ts, whose messages it speaks. */
  entry?: URL;
}

/** Resolves once the render thread listens. */
export function startRenderThread({ onExit, entry = RENDERER }: RenderThreadOptions): Promise<RenderThread> {
  const socketPath = join(tmpdir(), `kazi-web-${process.pid}-${++started}.sock`);
  const workerData: RendererData = { socketPath, generation: shareGeneration() };
  const thread = new Worker(entry, { workerData });
  const agent = new http.Agent({ keepAlive: true });
  let closing = false;

  function relay(answer: http.IncomingMessage, res: http.ServerResponse) {
    res.statusCode = answer.statusCode ?? 502;
    const raw = answer.rawHeaders;
    // This server writes its own Date.
    for (let i = 0; i < raw.length; i += 2) {
      const name = raw[i].toLowerCase();
      if (!HOP_BY_HOP.has(name) && name !== "date") res.appendHeader(raw[i], raw[i + 1]);
    }
    const flush = (res as { flush?: () => void }).flush;
    answer.on("data", (chunk: Buffer) => {
      // A page streams as Next writes it: each piece leaves compression at once, as under Next.
      if (!res.write(chunk)) {
        answer.pause();
        res.once("drain", () => answer.resume());
      }
      flush?.call(res);
    });
    answer.on("end", () => res.end());
    answer.on("error", () => res.destroy());
  }

  // Next answers OPTIONS at a route handler with the methods it exports, without running it.
  function allowed(req: http.IncomingMessage): Promise<string | undefined> {
    return new Promise((resolve) => {
      const headers = { host: req.headers.host ?? "localhost" };
      const ask = http.request({ socketPath, agent, method: "OPTIONS", path: req.url, headers }, (answer) => {
        answer.resume();
        resolve(answer.headers.allow || undefined);
      });
      ask.on("error", () => resolve(undefined));
      ask.end();
    });
  }

  function forward(req: http.IncomingMessage, res: http.ServerResponse) {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
    const upstream = http.request(
      { socketPath, agent, method: req.method, path: req.url, headers },
      (answer) => {
        // Next answers a method that a route handler does not export with a bare 405; the methods it
        // does export belong in Allow (RFC 9110).
        if (answer.statusCode !== 405 || answer.headers.allow) return relay(answer, res);
        void allowed(req).then((allow) => {
          if (allow) res.setHeader("allow", allow);
          relay(answer, res);
        });
      },
    );
    upstream.on("error", () => {
      if (res.headersSent) res.destroy();
      else {
        res.writeHead(502, { "content-type": "text/plain; charset=utf-8" });
        res.end("Something went wrong on our side. Please try again.");
      }
    });
    // A client that goes away stops the render, as it would stop Next's own.
    res.once("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  }

  return new Promise((resolve, reject) => {
    let closed: (() => void) | undefined;
    thread.on("message", (message: RendererMessage) => {
      if (message.type === "ready")
        resolve({
          forward,
          allowed,
          profile: () => thread.postMessage({ type: "profile" } satisfies RendererMessage),
          close: () =>
            new Promise<void>((done) => {
              closing = true;
              closed = done;
              thread.postMessage({ type: "close" } satisfies RendererMessage);
            }),
        });
      if (message.type === "closed") {
        agent.destroy();
        void thread.terminate().then(() => closed?.());
      }
    });
    let failure: Error | undefined;
    thread.on("error", (error) => {
      failure = error;
      reject(error);
    });
    thread.on("exit", (code) => {
      reject(failure ?? new Error(`the render thread stopped (exit code ${code})`));
      if (!closing) onExit(code, failure);
    });
  });
}
