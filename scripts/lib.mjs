// Shared by the start, dev, test and bench scripts: process management and first-start set-up.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";

export const root = new URL("..", import.meta.url).pathname;

/** Runs a package's CLI with node directly: no npm wrapper in between, so signals reach the real process. */
export const bin = (name) => join(root, "node_modules", ".bin", name);

const children = new Set();
let stopping = false;

export function run(cmd, args, opts = {}) {
  const child = spawn(cmd, args, {
    cwd: root,
    stdio: "inherit",
    ...opts,
    env: { ...process.env, ...opts.env },
  });
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

/**
 * glibc malloc settings for the servers, unless the environment sets its own. Each thread may get an
 * arena of its own (up to 8 per core), and a freed block bigger than the largest freed before stays
 * in the heap instead of going back to the system. Measured after the 100,000-job bench: the product
 * API held 454-489 MB with the defaults and 423 MB with these, at the same throughput.
 */
export function mallocEnv() {
  const settings = {
    MALLOC_ARENA_MAX: "2",
    MALLOC_TRIM_THRESHOLD_: "131072",
    MALLOC_MMAP_THRESHOLD_: "131072",
  };
  return Object.fromEntries(Object.entries(settings).filter(([name]) => process.env[name] === undefined));
}

/**
 * Node flags of the web server. A young generation of 4 MB semi-spaces instead of 16: rendering a
 * page leaves short-lived garbage, and with room for 32 MB of it each scavenge promoted more into the
 * old generation. Measured after the 100,000-job bench's searches (page, API and storm rows, idle
 * 30 s): the web server at 258 MB instead of 300-360, peak 517 instead of 522-581, at the same req/s.
 */
export const WEB_NODE_FLAGS = ["--max-semi-space-size=4"];

/** Runs a process the others cannot do without: when it stops on its own, everything stops, saying which. */
export function runService(name, cmd, args, opts = {}) {
  const child = run(cmd, args, { ...opts, env: { ...mallocEnv(), ...opts.env } });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`\nThe ${name} stopped (${signal ?? `exit code ${code}`}); stopping Kazi.`);
    stopAll(1);
  });
  return child;
}

/** Resolves with the exit code. `onOutput`, with stdio piped: receives stdout and stderr as they come. */
export function runToEnd(cmd, args, { onOutput, ...opts } = {}) {
  return new Promise((resolve) => {
    const child = run(cmd, args, opts);
    child.stdout?.on("data", (chunk) => onOutput?.(chunk));
    child.stderr?.on("data", (chunk) => onOutput?.(chunk));
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const stopLast = new Set();

/** Like run(), for a process the others use until they exit (a database server): stopAll stops it last. */
export function runLast(cmd, args, opts = {}) {
  const child = run(cmd, args, opts);
  stopLast.add(child);
  return child;
}

const exited = (list) => Promise.all(list.map((child) => new Promise((r) => child.once("exit", r))));

export function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(code), 3000).unref();
  const first = [...children].filter((child) => !stopLast.has(child));
  for (const child of first) child.kill("SIGTERM");
  exited(first)
    .then(() => {
      const last = [...children];
      for (const child of last) child.kill("SIGTERM");
      return exited(last);
    })
    .then(() => process.exit(code));
}

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0));

/**
 * A stable session-encryption secret: from the environment, else generated once and kept in the data
 * folder. The folder itself is made private here, before the services open their databases in it.
 */
export function sessionSecret(dataDir) {
  const dir = resolve(root, dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  const file = join(dir, "session-secret");
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

/**
 * The product API as its own process on loopback, unless PRODUCT_API_URL names one already. PGlite is
 * WebAssembly on the calling thread: inside the web server, every search would freeze every page.
 * Job writes reach the web app's /api/revalidate with a secret made for this run (or REVALIDATE_SECRET).
 * Returns null when PRODUCT_API_URL is set, else `{ url, webEnv, apiEnv }` to merge into each env.
 */
export function productApiProcess({ webPort, apiPort }) {
  if (process.env.PRODUCT_API_URL) return null;
  const url = `http://127.0.0.1:${apiPort}`;
  const secret = process.env.REVALIDATE_SECRET || randomBytes(32).toString("base64url");
  return {
    url,
    webEnv: { PRODUCT_API_URL: url, REVALIDATE_SECRET: secret },
    apiEnv: {
      HOST: "127.0.0.1",
      PORT: String(apiPort),
      REVALIDATE_URL: process.env.REVALIDATE_URL || `http://127.0.0.1:${webPort}/api/revalidate`,
      REVALIDATE_SECRET: secret,
      // The links in job-alert mail point at the web app.
      SITE_URL: process.env.SITE_URL || `http://localhost:${webPort}`,
    },
  };
}

/**
 * True when the embedded identity provider is to run inside the product API process that `api`
 * (productApiProcess) starts: no AUTH_ISSUER and the embedded database (PGlite serves one process, and
 * a second engine costs ~250 MB). With DATABASE_URL it stays a process of its own.
 */
export function identityInProductApi(api, databaseUrl = process.env.DATABASE_URL) {
  return Boolean(api) && !process.env.AUTH_ISSUER && !databaseUrl;
}

/** Starts the standalone product API and resolves once it answers a job list (migrated, seeded, indexed). */
export async function startProductApi(env, opts = {}) {
  const child = runService("product API", "node", ["--import", "tsx", "services/product-api/server.ts"], {
    ...opts,
    env,
  });
  // Generous: building the search index over 100,000 jobs takes a while; if the API fails, it exits.
  await waitFor(`http://127.0.0.1:${env.PORT}/api/v1/jobs?pageSize=1`, { timeoutMs: 600_000 });
  return child;
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

// Values baked into the build (client bundles, metadata base): a change means building again.
const BUILD_TIME_VARS = ["SITE_URL", "SITE_NAME", "CONTACT_EMAIL", "NEXT_PUBLIC_GA_ID", "NEXT_PUBLIC_GA_DEV"];
const buildStamp = (env) => JSON.stringify(BUILD_TIME_VARS.map((k) => env[k] ?? ""));

export function markBuilt(distDir, env) {
  writeFileSync(join(root, distDir, "kazi-build-env.json"), buildStamp({ ...process.env, ...env }));
  // The build's route types are only for its own check; left behind, they go stale when a route is
  // removed and break `tsc` (tsconfig includes them so that builds don't rewrite tsconfig.json).
  rmSync(join(root, distDir, "types"), { recursive: true, force: true });
}

/** True when there is no build in distDir, it was made with other build-time settings, or a source changed since. */
export function needsBuild(distDir, env = {}) {
  const buildId = join(root, distDir, "BUILD_ID");
  const stamp = join(root, distDir, "kazi-build-env.json");
  if (!existsSync(buildId) || !existsSync(stamp)) return true;
  if (readFileSync(stamp, "utf8") !== buildStamp({ ...process.env, ...env })) return true;
  const built = statSync(buildId).mtimeMs;
  const sources = [
    "app",
    "components",
    "lib",
    "services",
    "public",
    "proxy.ts",
    "next.config.ts",
    "package-lock.json",
  ];
  return sources.some((s) => newestMtime(join(root, s)) > built);
}

export async function waitFor(url, { timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Timed out waiting for ${url}`);
}
