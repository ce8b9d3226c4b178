import { and, desc, eq, sql } from "drizzle-orm";
import type { Application } from "../../contract";
import type { Db } from "../../db/client";
import { jobIsOpen } from "../../db/job-open";
import { applicationFiles, applications, jobs } from "../../db/schema";
import { toIso } from "../../lib/table-schema";
import { keepUploads } from "../account/file-deletions";
import { jobSummaryColumns, toJobSummary } from "../jobs/jobs.queries";

export interface StoredFile {
  kind: "resume" | "cover_letter";
  storageKey: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
}

export const applicationColumns = {
  id: applications.id,
  status: applications.status,
  createdAt: applications.createdAt,
  job: jobSummaryColumns,
};

type ApplicationRow = Omit<Application, "createdAt" | "job"> & {
  createdAt: Date;
  job: Parameters<typeof toJobSummary>[0];
};

export const toApplication = (row: ApplicationRow): Application => ({
  ...row,
  createdAt: toIso(row.createdAt),
  job: toJobSummary(row.job),
});

export async function jobStatus(db: Db, jobId: number): Promise<"missing" | "closed" | "open"> {
  const [job] = await db.select({ open: jobIsOpen }).from(jobs).where(eq(jobs.id, jobId));
  if (!job) return "missing";
  return job.open ? "open" : "closed";
}

/**
 * The application and its file rows, together or not at all, crossing off the files' upload
 * reservations (routes/account/file-deletions.ts). A duplicate fails on the unique index.
 */
export async function createApplication(
  db: Db,
  input: {
    userId: string;
    jobId: number;
    coverLetter: string | null;
    files: StoredFile[];
    idempotencyKey?: string;
  },
): Promise<Application> {
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(applications)
      .values({
        userId: input.userId,
        jobId: input.jobId,
        coverLetter: input.coverLetter,
        idempotencyKey: input.idempotencyKey ?? null,
      })
      .returning({ id: applications.id });
    if (input.files.length)
      await tx.insert(applicationFiles).values(input.files.map((f) => ({ ...f, applicationId: created.id })));
    await keepUploads(
      tx,
      input.files.map((f) => f.storageKey),
    );
    return created.id;
  });
  const [row] = await db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, id));
  return toApplication(row);
}

/** The seeker's application to the job if it was sent with `idempotencyKey`, else undefined. */
export async function applicationWithKey(db: Db, userId: string, jobId: number, idempotencyKey: string) {
  const [row] = await db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(applications.userId, userId),
        eq(applications.jobId, jobId),
        eq(applications.idempotencyKey, idempotencyKey),
      ),
    );
  return row && toApplication(row);
}

export async function listApplications(db: Db, userId: string, limit: number, offset: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(applicationColumns)
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.userId, userId))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(applications)
      .where(eq(applications.userId, userId)),
  ]);
  return { applications: rows.map(toApplication), total };
}

const hasCode = (error: unknown, code: string): boolean => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === code) return true;
  }
  return false;
};

export const isUniqueViolation = (error: unknown) => hasCode(error, "23505");
export const isForeignKeyViolation = (error: unknown) => hasCode(error, "23503");
