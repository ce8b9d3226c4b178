import { and, desc, eq, sql } from "drizzle-orm";
import type { Application } from "../../contract";
import type { Db } from "../../db/client";
import { jobIsOpen } from "../../db/job-open";
import { applicationFiles, applications, applicationStatusChanges, jobs } from "../../db/schema";
import { isWithdrawn, WITHDRAWN } from "../../lib/application-status";
import { sameCompany } from "../../lib/company-access";
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

/**
 * The application's timeline, oldest first, for a select over `applications`. The times are written
 * in SQL as toIso writes them (UTC, milliseconds), whatever the session's time zone.
 */
export const applicationTimeline = sql<Application["timeline"]>`(
  SELECT coalesce(
    json_agg(
      json_build_object(
        'status', c.status,
        'at', to_char(c.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'by', c.changed_by
      ) ORDER BY c.at, c.id
    ),
    '[]'::json
  )
  FROM application_status_changes c
  WHERE c.application_id = ${applications.id}
)`;

export const applicationColumns = {
  id: applications.id,
  status: applications.status,
  createdAt: applications.createdAt,
  job: jobSummaryColumns,
  timeline: applicationTimeline,
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
  return (await findApplication(db, id))!;
}

async function findApplication(db: Db, id: number): Promise<Application | undefined> {
  const [row] = await db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, id));
  return row && toApplication(row);
}

/**
 * Sets the status as the employer's client of `company`, with its timeline entry, in one
 * transaction; the application's row is locked, so a withdrawal cannot slip in between. The status it
 * already has changes nothing. "withdrawn": the seeker withdrew it, and that is final.
 */
export async function setStatusAsEmployer(
  db: Db,
  change: { id: number; status: string; company: string; clientId: string },
): Promise<
  { application: Application; seeker: string; changed: boolean } | "missing" | "other-company" | "withdrawn"
> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: applications.status, company: jobs.company, seeker: applications.userId })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.id, change.id))
      .for("update", { of: applications });
    if (!row) return "missing";
    if (!sameCompany(row.company, change.company)) return "other-company";
    if (isWithdrawn(row.status)) return "withdrawn";
    const changed = row.status !== change.status;
    if (changed) {
      await tx.update(applications).set({ status: change.status }).where(eq(applications.id, change.id));
      await tx.insert(applicationStatusChanges).values({
        applicationId: change.id,
        status: change.status,
        changedBy: "employer",
        clientId: change.clientId,
      });
    }
    return { seeker: row.seeker, changed };
  });
  if (typeof outcome === "string") return outcome;
  return { ...outcome, application: (await findApplication(db, change.id))! };
}

/**
 * Withdraws the seeker's own application: WITHDRAWN, with its timeline entry. Again, it changes
 * nothing. Undefined when the seeker has no application with this id (someone else's included).
 */
export async function withdrawApplication(db: Db, userId: string, id: number) {
  const found = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.userId, userId)))
      .for("update");
    if (!row) return false;
    if (!isWithdrawn(row.status)) {
      await tx.update(applications).set({ status: WITHDRAWN }).where(eq(applications.id, id));
      await tx
        .insert(applicationStatusChanges)
        .values({ applicationId: id, status: WITHDRAWN, changedBy: "seeker" });
    }
    return true;
  });
  return found ? findApplication(db, id) : undefined;
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
