import type { Database } from "../db/client";
import { startPgBoss } from "../lib/pg-boss";
import { DEFAULT_RETENTION_CRON } from "./retention-cron";
import { runRetentionPass, type RetentionDeps, type RetentionResult } from "./retention";

// Runs in the product API process, next to the job-alert digests and on the same kind of pg-boss
// queue (lib/pg-boss.ts): that process owns the database and the uploads store the pass deletes from,
// and it runs wherever Kazi runs (npm start, the standalone server, embedded in Next) with no extra
// service or host cron to set up. The cron occurrence and the queued job are shared by every API
// instance and the queue is a singleton, so one instance runs each day's pass; a second run would
// find nothing left to delete.

const RETENTION_QUEUE = "data-retention";

export interface RetentionWorker {
  /** Queues a pass now (the next free worker runs it). */
  queuePass(): Promise<string | null>;
  /** Stops polling, letting a pass in progress finish. */
  stop(): Promise<void>;
}

export async function startRetentionWorker(
  database: Database,
  deps: RetentionDeps,
  {
    cron = DEFAULT_RETENTION_CRON,
    onPass,
  }: { cron?: string; onPass?: (result: RetentionResult) => void } = {},
): Promise<RetentionWorker> {
  const boss = await startPgBoss(database, "retention");
  await boss.createQueue(RETENTION_QUEUE, { policy: "singleton", retryLimit: 2, expireInSeconds: 60 * 60 });
  await boss.schedule(RETENTION_QUEUE, cron, {}, { tz: "UTC" });
  await boss.work(RETENTION_QUEUE, async () => {
    const result = await runRetentionPass(deps);
    if (result.applications)
      console.log(
        `[retention] deleted ${result.applications} applications older than the retention period (${result.files} files)`,
      );
    onPass?.(result);
  });
  return {
    queuePass: () => boss.send(RETENTION_QUEUE, {}),
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
