import type { Database } from "../db/client";
import { startPgBoss } from "../lib/pg-boss";
import { DEFAULT_IMPORT_CRON } from "./import-cron";
import { runAllFeeds, type ImportDeps, type RunOutcome } from "./run-import";

// The hourly import, on the same kind of pg-boss queue as the job-alert digests and the retention
// pass (lib/pg-boss.ts): a cron schedule puts one job on a singleton queue and whichever API
// instance picks it up runs every feed. A run of a feed also locks its row (import-apply.ts), so a
// CLI run at the same moment waits its turn instead of writing twice.

const IMPORT_QUEUE = "job-imports";

export interface ImportWorker {
  /** Queues a pass over every feed now. */
  queuePass(): Promise<string | null>;
  stop(): Promise<void>;
}

export async function startImportWorker(
  database: Database,
  deps: ImportDeps,
  { cron = DEFAULT_IMPORT_CRON, onPass }: { cron?: string; onPass?: (outcomes: RunOutcome[]) => void } = {},
): Promise<ImportWorker> {
  const boss = await startPgBoss(database, "import");
  await boss.createQueue(IMPORT_QUEUE, { policy: "singleton", retryLimit: 0, expireInSeconds: 60 * 60 });
  await boss.schedule(IMPORT_QUEUE, cron, {}, { tz: "UTC" });
  await boss.work(IMPORT_QUEUE, async () => {
    const outcomes = await runAllFeeds(deps);
    const failed = outcomes.filter((outcome) => outcome.status === "failed");
    if (outcomes.length)
      console.log(`[import] ran ${outcomes.length} feeds${failed.length ? `, ${failed.length} failed` : ""}`);
    onPass?.(outcomes);
  });
  return {
    queuePass: () => boss.send(IMPORT_QUEUE, {}),
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
