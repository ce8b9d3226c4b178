import { sql } from "drizzle-orm";
import { pingRedis, runChecks, type Check, type HealthReport } from "../../../operations/health";
import type { Db } from "../../db/client";
import type { Storage } from "../../lib/storage";

export interface Readiness {
  /** The report of this moment, or "stopping" once drain() was called. */
  check(): Promise<HealthReport | { status: "stopping" }>;
  /** The process is shutting down: readiness answers 503 from now on. */
  drain(): void;
}

/** What the API needs to serve: its database, Redis when configured, and the file storage. */
export function createReadiness({
  db,
  storage,
  redisUrl,
}: {
  db: Db;
  storage: Storage;
  redisUrl?: string;
}): Readiness {
  let draining = false;
  const checks: Record<string, Check> = {
    database: () => db.execute(sql`select 1`),
    storage: () => storage.check(),
  };
  if (redisUrl) checks.redis = () => pingRedis(redisUrl);
  return {
    async check() {
      return draining ? { status: "stopping" } : runChecks(checks);
    },
    drain() {
      draining = true;
    },
  };
}
