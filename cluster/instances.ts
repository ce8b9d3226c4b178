import { spawn, type ChildProcess } from "node:child_process";
import { openSync } from "node:fs";
import { join } from "node:path";

// The Kazi processes of the cluster, each as production runs it (node + tsx, NODE_ENV=production),
// with its output in a log file under the cluster's folder (printed when the test fails).

export interface Instance {
  name: string;
  port: number;
  readonly pid: number | undefined;
  /** Starts the process (again) and resolves once it answers `readyPath`. */
  start(): Promise<void>;
  /** SIGKILL: a machine lost, no goodbye. */
  kill(): Promise<void>;
  /** SIGTERM, as a deploy stops it. */
  stop(): Promise<void>;
  log: string;
}

/** Resolves once `url` answers below 500; throws after `timeoutMs`, or when `alive()` turns false. */
async function waitUntilReady(url: string, alive: () => boolean, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the process behind ${url} exited`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${url}`);
}

export function instance(opts: {
  name: string;
  script: string;
  port: number;
  env: Record<string, string | undefined>;
  readyPath: string;
  workDir: string;
  root: string;
}): Instance {
  let child: ChildProcess | undefined;
  const log = join(opts.workDir, `${opts.name}.log`);
  const exited = (c: ChildProcess) =>
    c.exitCode !== null || c.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((r) => c.once("exit", () => r()));
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", PORT: String(opts.port) };
  delete env.NODE_OPTIONS; // Jest's or Playwright's, not the server's
  for (const [key, value] of Object.entries(opts.env)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return {
    name: opts.name,
    port: opts.port,
    log,
    get pid() {
      return child?.pid;
    },
    async start() {
      const out = openSync(log, "a");
      const started = spawn(process.execPath, ["--import", "tsx", opts.script], {
        cwd: opts.root,
        env,
        stdio: ["ignore", out, out],
      });
      child = started;
      const alive = () => started.exitCode === null && started.signalCode === null;
      await waitUntilReady(`http://127.0.0.1:${opts.port}${opts.readyPath}`, alive);
    },
    async kill() {
      if (!child) return;
      child.kill("SIGKILL");
      await exited(child);
    },
    async stop() {
      if (!child) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child?.kill("SIGKILL"), 10_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}
