import { eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { z } from "@hono/zod-openapi";
import type { RemoteOption } from "../../../../lib/product-api/types";
import type { Db } from "../../db/client";
import { cautionSql, verifiedEmployerSql } from "../../db/job-trust";
import { applicationFiles, applications, fileDeletions, jobs } from "../../db/schema";
import { RISK_FLAGS, riskFlags, type RiskFlag } from "./risk-flags";
import type { JobCreate, JobSchema, JobUpdate } from "./jobs.schemas";

// The search vector is large and only ever used inside SQL, so it is never selected.
const jobColumns = {
  ...(({ searchVector, ...columns }) => (void searchVector, columns))(getTableColumns(jobs)),
  verifiedEmployer: verifiedEmployerSql,
  caution: cautionSql,
};
export type JobRecord = Omit<typeof jobs.$inferSelect, "searchVector"> & {
  verifiedEmployer: boolean;
  caution: boolean;
};
export type ApiJob = z.output<typeof JobSchema>;

/** The jobs with these ids, in the order given (ids that no longer exist are skipped). */
export async function findJobsByIds(db: Db, ids: number[]): Promise<JobRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(jobColumns).from(jobs).where(inArray(jobs.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is JobRecord => row !== undefined);
}

export async function findJob(db: Db, id: number): Promise<JobRecord | undefined> {
  const [row] = await db.select(jobColumns).from(jobs).where(eq(jobs.id, id));
  return row;
}

type JobValues = Omit<typeof jobs.$inferInsert, "id" | "searchVector" | "createdAt">;

function toValues(input: JobCreate | JobUpdate): Partial<JobValues> {
  const { datePosted, deadline, ...rest } = input;
  const values: Partial<JobValues> = { ...rest };
  if (datePosted !== undefined) values.datePosted = new Date(datePosted);
  if (deadline !== undefined) values.deadline = deadline === null ? null : new Date(deadline);
  return values;
}

export async function insertJob(db: Db, input: JobCreate): Promise<JobRecord> {
  const [row] = await db
    .insert(jobs)
    .values({ ...toValues(input), riskFlags: riskFlags(input) } as JobValues)
    .returning(jobColumns);
  return row;
}

/** Merges the changes into the current job; its risk flags are computed from the result. */
export async function updateJob(
  db: Db,
  current: JobRecord,
  input: JobUpdate,
): Promise<JobRecord | undefined> {
  const id = current.id;
  const flags = riskFlags({ ...current, ...input });
  const [row] = await db
    .update(jobs)
    .set({ ...toValues(input), riskFlags: flags, updatedAt: sql`now()` })
    .where(eq(jobs.id, id))
    .returning(jobColumns);
  return row;
}

/** Records a review now: what the job was flagged or reported for so far no longer counts. */
export async function markReviewed(db: Db, id: number): Promise<JobRecord | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ reviewedAt: sql`now()` })
    .where(eq(jobs.id, id))
    .returning(jobColumns);
  return row;
}

/**
 * Deletes the job (its applications and their file rows cascade) and lists the files' storage keys
 * in file_deletions in the same transaction; returns the keys, to remove from the store after commit.
 */
export async function deleteJob(db: Db, id: number): Promise<{ deleted: boolean; fileKeys: string[] }> {
  return db.transaction(async (tx) => {
    // Locked first: an application being written for this job waits, then fails on its foreign
    // key, so no file row appears after the keys below were read.
    const [job] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id)).for("update");
    if (!job) return { deleted: false, fileKeys: [] };
    const files = await tx
      .select({ storageKey: applicationFiles.storageKey })
      .from(applicationFiles)
      .innerJoin(applications, eq(applications.id, applicationFiles.applicationId))
      .where(eq(applications.jobId, id));
    if (files.length) await tx.insert(fileDeletions).values(files).onConflictDoNothing();
    await tx.delete(jobs).where(eq(jobs.id, id));
    return { deleted: true, fileKeys: files.map((f) => f.storageKey) };
  });
}

export function toJob(row: JobRecord): ApiJob {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    countryCode: row.countryCode,
    jobType: row.jobType,
    remoteOption: row.remoteOption as RemoteOption,
    experienceLevel: row.experienceLevel,
    description: row.description,
    requirements: row.requirements,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    salaryCurrency: row.salaryCurrency,
    benefits: row.benefits,
    category: row.category,
    datePosted: row.datePosted.toISOString(),
    deadline: row.deadline?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    verifiedEmployer: row.verifiedEmployer,
    riskFlags: row.riskFlags.filter((flag): flag is RiskFlag => RISK_FLAGS.includes(flag as RiskFlag)),
    caution: row.caution,
  };
}
