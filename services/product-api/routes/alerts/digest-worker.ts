import type { Database } from "../../db/client";
import { startPgBoss } from "../../lib/pg-boss";
import { DEFAULT_DIGEST_CRON } from "./digest-cron";
import { runDigestPass, type DigestDeps, type DigestResult } from "./digest";

// Job alerts are scheduled by pg-boss on our own database (its tables live in the `pgboss` schema):
// a cron schedule puts a digest-pass job on a singleton queue, and whichever API instance picks it up
// runs the pass. Cron occurrences and the job are shared by all instances, and each digest is also
// claimed by a unique (alert, period) row, so several instances still send one digest per period.

const DIGEST_QUEUE = "job-alert-digests";

export interface DigestWorker {
  /** Queues a pass now (the next free worker runs it). */
  queuePass(): Promise<string | null>;
  /** Stops polling, letting a pass in progress finish. */
  stop(): Promise<void>;
}

export async function startDigestWorker(
  database: Database,
  deps: DigestDeps,
  { cron = DEFAULT_DIGEST_CRON, onPass }: { cron?: string; onPass?: (result: DigestResult) => void } = {},
): Promise<DigestWorker> {
  const boss = await startPgBoss(database, "alerts");
  await boss.createQueue(DIGEST_QUEUE, { policy: "singleton", retryLimit: 2, expireInSeconds: 30 * 60 });
  await boss.schedule(DIGEST_QUEUE, cron, {}, { tz: "UTC" });
  await boss.work(DIGEST_QUEUE, async () => {
    const result = await runDigestPass(deps);
    if (result.sent) console.log(`[alerts] mailed ${result.sent} digests (${result.jobs} jobs)`);
    onPass?.(result);
  });
  return {
    queuePass: () => boss.send(DIGEST_QUEUE, {}),
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
