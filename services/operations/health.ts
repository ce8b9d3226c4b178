import Redis from "ioredis";
import { loggerFor } from "./logger";

/** A readiness probe answers within this, whatever its dependencies do. */
export const CHECK_TIMEOUT_MS = 2000;

type CheckResult = "ok" | "fail" | "timeout";
export type Check = () => Promise<unknown>;

export interface HealthReport {
  status: "ok" | "fail";
  checks: Record<string, CheckResult>;
}

const log = loggerFor("health");

async function settle(name: string, check: Check, timeoutMs: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  const run = check().then(
    () => "ok" as const,
    (error: unknown) => {
      // The reason goes to the log only: a probe's body is public and must not show hosts or stacks.
      log.warn({ check: name, err: error }, "readiness check failed");
      return "fail" as const;
    },
  );
  const result = await Promise.race([run, timeout]);
  clearTimeout(timer);
  if (result === "timeout") log.warn({ check: name, timeoutMs }, "readiness check timed out");
  return result;
}

/** Runs the checks side by side; the status is "ok" only when every one is. */
export async function runChecks(
  checks: Record<string, Check>,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<HealthReport> {
  const names = Object.keys(checks);
  const results = await Promise.all(names.map((name) => settle(name, checks[name], timeoutMs)));
  const report = Object.fromEntries(names.map((name, i) => [name, results[i]]));
  return { status: results.every((r) => r === "ok") ? "ok" : "fail", checks: report };
}

export const NO_STORE = { "cache-control": "no-store" };

/** The probe's answer: 200 when ready, else 503; never cached. */
export function healthResponse(report: HealthReport | { status: "ok" | "fail" | "stopping" }): Response {
  return Response.json(report, { status: report.status === "ok" ? 200 : 503, headers: NO_STORE });
}

// One connection per Redis URL for the probes, opened on first use, shared by later probes and kept
// on globalThis (Next may load this module in several bundles).
const KEY = Symbol.for("kazi.redisProbes");
const holder = globalThis as typeof globalThis & { [KEY]?: Map<string, Redis> };
const probes = (holder[KEY] ??= new Map<string, Redis>());

/** PING through a dedicated connection; fails fast (no offline queue) while Redis is away. */
export async function pingRedis(url: string, timeoutMs = CHECK_TIMEOUT_MS): Promise<void> {
  let redis = probes.get(url);
  if (!redis) {
    redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: timeoutMs,
      // Reconnects on its own, so the probe recovers when Redis returns.
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    redis.on("error", () => undefined);
    probes.set(url, redis);
  }
  if (redis.status !== "ready") await readyOrTimeout(redis, timeoutMs);
  const answer = await redis.ping();
  if (answer !== "PONG") throw new Error(`Redis answered ${answer}`);
}

function readyOrTimeout(redis: Redis, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      redis.off("ready", onReady);
      reject(new Error("Redis is not connected"));
    }, ms);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once("ready", onReady);
  });
}

/** Closes the probes' Redis connections (graceful shutdown, tests). */
export async function closeRedisProbes(): Promise<void> {
  const open = [...probes.values()];
  probes.clear();
  await Promise.all(open.map((redis) => redis.quit().catch(() => redis.disconnect())));
}
