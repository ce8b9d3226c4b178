// Shared by the start, dev, test and bench scripts: process management and first-start set-up.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

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

export function runToEnd(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = run(cmd, args, opts);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 1500).unref();
  if (children.size === 0) process.exit(code);
  else
    Promise.all([...children].map((c) => new Promise((r) => c.on("exit", r)))).then(() => process.exit(code));
}

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0));

/** A stable session-encryption secret: from the environment, else generated once and kept in the data folder. */
export function sessionSecret(dataDir) {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  const dir = join(root, dataDir);
  const file = join(dir, "session-secret");
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
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
