import { localePath, LOCALES } from "../../../lib/i18n/locales";
import type { Database } from "../db/client";
import { isJobOpen } from "../lib/job-open";
import { startPgBoss } from "../lib/pg-boss";
import { findJob } from "../routes/jobs/jobs.queries";
import { googleIndexingClient } from "./google-indexing";
import { indexNowClient } from "./indexnow";
import type { SearchEnginesConfig } from "./search-engines-config";

// Search engines hear of a job's change at once, through a pg-boss queue on our own database: each
// write (routes/jobs/jobs-changed.ts) queues one notice per engine and job, and a worker reads the
// job when it runs, so a notice says what the page is then: open and not under caution, it is indexed
// (the job page's robots and the sitemap agree), otherwise it is gone. An engine that fails is asked
// again later with backoff, and the queue lives in the database, so an outage or a restart loses
// nothing. Stately: at most one notice per engine and job waits, however many writes come before it.

const QUEUE = "search-engine-notices";

type Engine = "indexnow" | "google";
interface Notice {
  engine: Engine;
  jobId: number;
}

export interface NoticeRetries {
  /** Attempts after the first. */
  limit: number;
  /** The first retry's delay; each next one doubles (with jitter), up to maxDelaySeconds. */
  delaySeconds: number;
  maxDelaySeconds: number;
}

/** About a day and a half of tries: 30 s, 1 min, 2 min… then every 6 hours. */
const RETRIES: NoticeRetries = { limit: 12, delaySeconds: 30, maxDelaySeconds: 6 * 3600 };
/**
 * A job whose deadline passes closes without a write: its notice is queued for then, this much after
 * (by the database's clock, where the job is read by this process's: a margin for their difference).
 */
const AFTER_DEADLINE_MS = 60_000;

export interface SearchEngineNotices {
  /** Queues a notice to each configured engine for each of these jobs. */
  jobsChanged(ids: number[]): Promise<void>;
  /** Stops working the queue, letting a notice in progress finish. */
  stop(): Promise<void>;
}

/** Every language's address of the job's page (English without a prefix). */
export const jobUrls = (siteUrl: string, id: number) =>
  LOCALES.map((locale) => `${siteUrl}${localePath(locale, `/jobs/${id}`)}`);

/** Undefined when no engine is configured. `work: false` queues notices for other instances to send. */
export async function startSearchEngineNotices(
  database: Database,
  config: SearchEnginesConfig,
  {
    work = true,
    retries = RETRIES,
    pollingIntervalSeconds = 2,
    afterDeadlineMs = AFTER_DEADLINE_MS,
  }: {
    work?: boolean;
    retries?: NoticeRetries;
    pollingIntervalSeconds?: number;
    afterDeadlineMs?: number;
  } = {},
): Promise<SearchEngineNotices | undefined> {
  const engines: Engine[] = [];
  if (config.indexNow) engines.push("indexnow");
  if (config.google) engines.push("google");
  if (engines.length === 0) return undefined;
  const indexNow = config.indexNow && indexNowClient(config.indexNow);
  const google = config.google && googleIndexingClient(config.google);

  const boss = await startPgBoss(database, "search-engines");
  await boss.createQueue(QUEUE, {
    policy: "stately",
    retryLimit: retries.limit,
    retryDelay: retries.delaySeconds,
    retryBackoff: true,
    retryDelayMax: retries.maxDelaySeconds,
    expireInSeconds: 5 * 60,
  });
  const send = (notice: Notice, key: string, startAfter?: Date) =>
    boss.send(QUEUE, notice, {
      singletonKey: `${notice.engine}:${notice.jobId}${key}`,
      ...(startAfter && {
        startAfter,
        // Waiting jobs are dropped after 14 days by default; a deadline may be further off.
        retentionSeconds: Math.ceil((startAfter.getTime() - Date.now()) / 1000) + 86_400,
      }),
    });

  async function deliver({ engine, jobId }: Notice) {
    const job = await findJob(database.db, jobId);
    const indexed = !!job && isJobOpen(job.deadline) && !job.caution;
    const urls = jobUrls(config.siteUrl, jobId);
    // IndexNow is told of removed pages too: the engines fetch them and find them gone (or noindex).
    if (engine === "indexnow") await indexNow!.submit(urls);
    else await google!.notify(urls, indexed ? "URL_UPDATED" : "URL_DELETED");
    if (indexed && job.deadline) {
      const closes = new Date(job.deadline.getTime() + afterDeadlineMs);
      await send({ engine, jobId }, `@${closes.toISOString()}`, closes);
    }
  }

  if (work)
    await boss.work<Notice>(QUEUE, { pollingIntervalSeconds }, async ([job]) => {
      try {
        await deliver(job.data);
      } catch (error) {
        console.error(`[search-engines] ${job.data.engine} notice for job ${job.data.jobId} failed:`, error);
        throw error;
      }
    });
  return {
    async jobsChanged(ids) {
      await Promise.all(ids.flatMap((jobId) => engines.map((engine) => send({ engine, jobId }, ""))));
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
