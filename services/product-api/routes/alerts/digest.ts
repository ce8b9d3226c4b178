import { and, desc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Mailer } from "../../../mail";
import type { Notifier } from "../../notify/deliver";
import type { Db } from "../../db/client";
import { jobAlertDigests, jobAlerts, jobAlertSentJobs, jobs, users } from "../../db/schema";
import { isJobOpen } from "../../lib/job-open";
import type { JobSearch } from "../../search/job-search";
import { parseSearchQuery } from "../../search/query";
import { findJobsByIds, type JobRecord } from "../jobs/jobs.queries";
import { toSearchFilters } from "./alert-criteria";
import { describeAlert, digestMail } from "./digest-mail";
import { searchUrl } from "./alert-criteria";
import { localeOr } from "../../../i18n";
import { digestPeriod } from "./digest-period";

export interface DigestDeps {
  db: Db;
  search: JobSearch;
  mailer: Mailer;
  /** The web site's origin, for job and unsubscribe links. */
  siteUrl: string;
  /** The site's name (SITE_NAME), in the mails' words. */
  siteName: string;
  /** Signs unsubscribe links (ALERTS_SECRET). */
  secret: string;
  /** Sends the alert on its other channels (push…); without it, alerts go by e-mail only. */
  notifier?: Pick<Notifier, "notify">;
}

export interface DigestResult {
  alerts: number;
  sent: number;
  jobs: number;
}

/** New jobs looked at in one pass, newest first. */
const MAX_NEW_JOBS = 5000;
/** A claim this old whose mail never went out (the instance died while sending) is given up. */
const STALE_CLAIM = sql`now() - interval '15 minutes'`;

/**
 * One pass over the alerts: each active alert that has not had this period's digest gets the open,
 * not-under-caution jobs matching its search that were created since its last digest and never sent
 * to it before. Nothing is sent (and the period stays open) when there is nothing new. The digest
 * row (alert, period) is claimed with an INSERT before mailing, so with several API instances only
 * one of them mails each digest.
 */
export async function runDigestPass(deps: DigestDeps, now = new Date()): Promise<DigestResult> {
  const { db } = deps;
  await db
    .delete(jobAlertDigests)
    .where(and(isNull(jobAlertDigests.sentAt), lt(jobAlertDigests.claimedAt, STALE_CLAIM)));
  const active = await db
    .select({ alert: jobAlerts, email: users.email, name: users.name, language: users.language })
    .from(jobAlerts)
    .innerJoin(users, eq(users.id, jobAlerts.userId))
    // Alerts with somewhere to go: an e-mail address for the digest, or another channel.
    .where(
      and(
        eq(jobAlerts.paused, false),
        sql`(${users.email} IS NOT NULL OR ${jobAlerts.channels} <> '{email}')`,
        sql`cardinality(${jobAlerts.channels}) > 0`,
      ),
    );
  const claimed = active.length
    ? await db
        .select({ alertId: jobAlertDigests.alertId, period: jobAlertDigests.period })
        .from(jobAlertDigests)
        .where(inArray(jobAlertDigests.period, [digestPeriod("daily", now), digestPeriod("weekly", now)]))
    : [];
  const done = new Set(claimed.map((c) => `${c.alertId}:${c.period}`));
  const due = active.filter(({ alert }) => !done.has(`${alert.id}:${digestPeriod(alert.frequency, now)}`));
  const result: DigestResult = { alerts: due.length, sent: 0, jobs: 0 };
  if (due.length === 0) return result;

  const sinceOf = (a: (typeof due)[number]["alert"]) => a.lastDigestAt ?? a.createdAt;
  const oldest = new Date(due.reduce((min, { alert }) => Math.min(min, sinceOf(alert).getTime()), Infinity));
  const [{ startedAt }] = await db
    // A minute back: a job whose insert was not yet committed is looked at again next time (what was
    // already mailed is skipped by job_alert_sent_jobs).
    .select({ startedAt: sql<Date>`now() - interval '1 minute'`.mapWith((v) => new Date(v)) })
    .from(sql`(SELECT 1) AS one`);
  // From the millisecond of `since` on, that included: the database keeps microseconds, read here to
  // the millisecond, and on a fast database an alert and a job can share one (what was mailed
  // already is skipped below).
  const fresh = await db
    .select({ id: jobs.id, createdAt: jobs.createdAt, datePosted: jobs.datePosted })
    .from(jobs)
    .where(gte(jobs.createdAt, oldest))
    // Past the limit (a long backlog), the newest jobs are the ones worth mailing.
    .orderBy(desc(jobs.createdAt))
    .limit(MAX_NEW_JOBS);
  if (fresh.length === 0) return result;

  for (const { alert, email, name, language } of due) {
    const since = sinceOf(alert).getTime();
    const newJobs = fresh.filter((j) => j.createdAt.getTime() >= since);
    if (newJobs.length === 0) continue;
    const matching = await matchingJobIds(deps, alert, newJobs);
    if (matching.length === 0) continue;
    const already = await db
      .select({ jobId: jobAlertSentJobs.jobId })
      .from(jobAlertSentJobs)
      .where(and(eq(jobAlertSentJobs.alertId, alert.id), inArray(jobAlertSentJobs.jobId, matching)));
    const sentBefore = new Set(already.map((r) => r.jobId));
    // Read again from the table: the index may lag a job put under caution a moment ago.
    const rows = (
      await findJobsByIds(
        db,
        matching.filter((id) => !sentBefore.has(id)),
      )
    ).filter((row) => !row.caution && isJobOpen(row.deadline));
    if (rows.length === 0) continue;

    const period = digestPeriod(alert.frequency, now);
    const claim = await db
      .insert(jobAlertDigests)
      .values({ alertId: alert.id, period })
      .onConflictDoNothing()
      .returning({ alertId: jobAlertDigests.alertId });
    if (claim.length === 0) continue; // another instance has this digest
    try {
      if (email && alert.channels.includes("email"))
        await deps.mailer.sendMail(digestMail({ ...deps, alert, to: email, name, language, jobs: rows }));
      await notifyOtherChannels(deps, alert, period, language, rows);
    } catch (error) {
      await db
        .delete(jobAlertDigests)
        .where(and(eq(jobAlertDigests.alertId, alert.id), eq(jobAlertDigests.period, period)));
      console.error(`[alerts] digest for alert ${alert.id} not sent:`, (error as Error).message);
      continue;
    }
    await db.transaction(async (tx) => {
      await tx
        .insert(jobAlertSentJobs)
        .values(rows.map((row) => ({ alertId: alert.id, jobId: row.id })))
        .onConflictDoNothing();
      await tx
        .update(jobAlertDigests)
        .set({ sentAt: sql`now()`, jobCount: rows.length })
        .where(and(eq(jobAlertDigests.alertId, alert.id), eq(jobAlertDigests.period, period)));
      // Never back before what this alert already looked past (jobs older than the alert itself).
      const lastDigestAt = new Date(Math.max(since, startedAt.getTime()));
      await tx.update(jobAlerts).set({ lastDigestAt }).where(eq(jobAlerts.id, alert.id));
    });
    result.sent += 1;
    result.jobs += rows.length;
  }
  return result;
}

/**
 * The same alert on the seeker's other channels (push, and whichever the registry has): one message
 * per alert and period, queued through notify/deliver.ts, which retries it on its own.
 */
async function notifyOtherChannels(
  { notifier }: DigestDeps,
  alert: typeof jobAlerts.$inferSelect,
  period: string,
  language: string,
  rows: JobRecord[],
) {
  const channels = alert.channels.filter((c) => c !== "email");
  if (!notifier || channels.length === 0) return;
  await notifier.notify({
    kind: "job-alert",
    userId: alert.userId,
    eventKey: `job-alert:${alert.id}:${period}`,
    path: searchUrl("", alert),
    params: {
      alertName: describeAlert(alert, localeOr(language)),
      count: String(rows.length),
      firstJobTitle: rows[0].title,
    },
    alertId: alert.id,
    channels,
  });
}

/** The alert's search over the index (open jobs not under caution), narrowed to the candidates, newest first. */
async function matchingJobIds(
  deps: DigestDeps,
  alert: typeof jobAlerts.$inferSelect,
  newJobs: { id: number; datePosted: Date }[],
): Promise<number[]> {
  const text = alert.query ? parseSearchQuery(alert.query) : null;
  const hasText = !!text && (text.groups.length > 0 || text.negatives.length > 0);
  const { ids } = await deps.search.search({
    text: hasText ? text : null,
    // Only as far back as the oldest new job's posting date: a small slice of the index to sort.
    filters: {
      ...toSearchFilters(alert.filters),
      postedSince: newJobs.reduce((min, j) => Math.min(min, j.datePosted.getTime()), Infinity),
    },
    sort: "newest",
    offset: 0,
    limit: Number.MAX_SAFE_INTEGER,
    now: Date.now(),
  });
  const candidates = new Set(newJobs.map((j) => j.id));
  return ids.filter((id) => candidates.has(id));
}
