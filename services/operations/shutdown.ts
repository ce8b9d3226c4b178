import type { Server } from "node:http";
import type { Logger } from "pino";

type Hook = () => void | Promise<void>;

// Code loaded inside Next's bundles (a Redis client, the embedded API's database) registers what it
// must close here; the server that owns the process runs them after its last response.
const KEY = Symbol.for("kazi.shutdownHooks");
const holder = globalThis as typeof globalThis & { [KEY]?: Set<Hook> };
const hooks = (holder[KEY] ??= new Set<Hook>());

/** Runs `hook` when the process shuts down gracefully. Returns a function that removes it. */
export function onShutdown(hook: Hook): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

export interface GracefulShutdownOptions {
  log: Logger;
  /** How long requests in flight may take before their connections are cut. */
  graceMs?: number;
  /** Called at once, before the server stops listening (readiness turns 503). */
  onDraining?: () => void;
  /** Closes what the process holds (pools, queues), after the last response. */
  close?: () => Promise<void>;
}

/**
 * On the first SIGTERM or SIGINT: stop accepting connections, let requests in flight finish (up to
 * graceMs, then cut them), ask keep-alive clients to go elsewhere, close pools, exit 0 (1 when closing
 * failed). A second signal changes nothing: Ctrl-C under `npm start` reaches a server twice (from the
 * terminal, then from scripts/lib.mjs), and the grace period bounds the wait anyway.
 */
export function shutDownOnSignals(server: Server, options: GracefulShutdownOptions): void {
  let started = false;
  const handler = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    options.log.info({ signal }, "shutting down: finishing requests in flight");
    // The log is written asynchronously: flushed before exiting, so the last lines arrive in order.
    const exit = (code: number) => options.log.flush(() => process.exit(code));
    shutDown(server, options).then(
      () => exit(0),
      (error: unknown) => {
        options.log.error({ err: error }, "shutdown failed");
        exit(1);
      },
    );
  };
  process.on("SIGTERM", handler);
  process.on("SIGINT", handler);
}

/** The steps of shutDownOnSignals without the exit, for tests and for callers that own the process. */
export async function shutDown(
  server: Server,
  { log, graceMs = 10_000, onDraining, close }: GracefulShutdownOptions,
): Promise<void> {
  onDraining?.();
  const started = performance.now();
  // A request still arriving on a kept-alive connection is answered, with `connection: close`.
  server.prependListener("request", (_req, res) => {
    if (!res.headersSent) res.setHeader("connection", "close");
    res.once("finish", () => setImmediate(() => server.closeIdleConnections()));
  });
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  let timedOut = false;
  const cap = setTimeout(() => {
    timedOut = true;
    server.closeAllConnections();
  }, graceMs);
  // Connections busy when the signal came turn idle as their responses end.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  await closed;
  clearTimeout(cap);
  clearInterval(sweep);
  log.info({ ms: Math.round(performance.now() - started), timedOut }, "stopped serving");
  await runShutdownHooks(log, close);
  log.info("closed; exiting");
}

/** Runs the hooks registered with onShutdown, and `close`; throws when any failed (each is logged). */
export async function runShutdownHooks(log: Logger, close?: () => Promise<void>): Promise<void> {
  const results = await Promise.allSettled([...[...hooks].map((hook) => hook()), close?.()]);
  const failed = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
  for (const failure of failed) log.error({ err: failure.reason }, "closing failed");
  if (failed.length > 0) throw new Error(`${failed.length} resource(s) did not close`);
}
