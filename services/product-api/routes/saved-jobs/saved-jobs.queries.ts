import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobIsClosed } from "../../db/job-open";
import { applications, jobs, savedJobs } from "../../db/schema";
import { toIso } from "../../lib/table-schema";
import { applicationColumns, toApplication } from "../applications/applications.queries";
import { jobSummaryColumns, toJobSummary } from "../jobs/jobs.queries";
import { MAX_JOB_MARKS } from "./saved-jobs.schemas";

/** Saves a job for the user; false when it was already saved. */
export async function saveJob(db: Db, userId: string, jobId: number): Promise<boolean> {
  const inserted = await db
    .insert(savedJobs)
    .values({ userId, jobId })
    .onConflictDoNothing()
    .returning({ jobId: savedJobs.jobId });
  return inserted.length > 0;
}

export async function unsaveJob(db: Db, userId: string, jobId: number): Promise<void> {
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
}

export async function listSavedJobs(db: Db, userId: string, limit: number, offset: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        savedAt: savedJobs.createdAt,
        closed: jobIsClosed,
        job: jobSummaryColumns,
      })
      .from(savedJobs)
      .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
      .where(eq(savedJobs.userId, userId))
      .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(savedJobs)
      .where(eq(savedJobs.userId, userId)),
  ]);
  const savedJobItems = rows.map((row) => ({
    savedAt: toIso(row.savedAt),
    closed: row.closed,
    job: toJobSummary(row.job),
  }));
  return { savedJobs: savedJobItems, total };
}

/** The ids of the jobs the user applied to and saved, newest first (applications_user_created_idx). */
export async function jobMarks(db: Db, userId: string) {
  const [applied, saved] = await Promise.all([
    db
      .select({ jobId: applications.jobId, applicationId: applications.id, at: applications.createdAt })
      .from(applications)
      .where(eq(applications.userId, userId))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(MAX_JOB_MARKS),
    db
      .select({ jobId: savedJobs.jobId, at: savedJobs.createdAt })
      .from(savedJobs)
      .where(eq(savedJobs.userId, userId))
      .orderBy(desc(savedJobs.createdAt))
      .limit(MAX_JOB_MARKS),
  ]);
  return {
    applied: applied.map(({ at, ...ids }) => ({ ...ids, appliedAt: at.toISOString() })),
    saved: saved.map(({ jobId, at }) => ({ jobId, savedAt: at.toISOString() })),
  };
}

/** The user's application to the job, or null. */
export async function applicationFor(db: Db, userId: string, jobId: number) {
  const [row] = await db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.userId, userId), eq(applications.jobId, jobId)));
  return row ? toApplication(row) : null;
}
