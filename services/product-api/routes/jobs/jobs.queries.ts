import { eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Job, JobSummary } from "../../contract";
import type { Db } from "../../db/client";
import { cautionReasonsSql, cautionSql, verifiedEmployerSql } from "../../db/job-trust";
import { applicationFiles, applications, fileDeletions, jobs, moderationDecisions } from "../../db/schema";
import type { AuthUser } from "../../lib/auth";
import { RISK_FLAGS, type CautionReason, type RiskFlag } from "../../lib/job-values";
import { toIso, toIsoOrNull } from "../../lib/table-schema";
import { riskFlags } from "./risk-flags";
import { JobSchema, JobSummarySchema, type JobCreate, type JobUpdate } from "./jobs.schemas";

// Only the columns a contract schema names are selected: nothing else can reach a response, and the
// large search vector, only ever used inside SQL, stays in the database.
const tableColumns = getTableColumns(jobs);
type JobColumns = typeof tableColumns;
const columnsOf = <K extends keyof JobColumns>(schema: { shape: object }) =>
  Object.fromEntries(
    Object.keys(schema.shape).flatMap((key) =>
      key in tableColumns ? [[key, tableColumns[key as keyof JobColumns]]] : [],
    ),
  ) as Pick<JobColumns, K>;

const contractColumns =
  columnsOf<Exclude<keyof Job, "verifiedEmployer" | "caution" | "cautionReasons">>(JobSchema);
export const jobColumns = {
  ...contractColumns,
  verifiedEmployer: verifiedEmployerSql,
  caution: cautionSql,
  cautionReasons: cautionReasonsSql,
};
export type JobRecord = Pick<typeof jobs.$inferSelect, keyof typeof contractColumns> & {
  verifiedEmployer: boolean;
  caution: boolean;
  cautionReasons: CautionReason[];
};

/** The columns of the job summary that applications and saved jobs carry. */
export const jobSummaryColumns = columnsOf<keyof JobSummary>(JobSummarySchema);
type JobSummaryRecord = Pick<typeof jobs.$inferSelect, keyof JobSummary>;
export const toJobSummary = (row: JobSummaryRecord): JobSummary => ({
  ...row,
  deadline: toIsoOrNull(row.deadline),
});

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
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Who writes through the API: the moderation log keeps their subject and client with each write. */
export type JobWriter = Pick<AuthUser, "sub" | "email" | "clientId">;

async function logWrite(
  tx: Tx,
  writer: JobWriter | undefined,
  action: "create" | "update" | "delete",
  job: { id: number; title: string; company: string },
) {
  if (!writer) return;
  await tx.insert(moderationDecisions).values({
    moderatorSub: writer.sub,
    moderatorEmail: writer.email ?? null,
    clientId: writer.clientId ?? null,
    action,
    jobId: job.id,
    jobTitle: job.title,
    company: job.company,
  });
}

function toValues(input: JobCreate | JobUpdate): Partial<JobValues> {
  const { datePosted, deadline, ...rest } = input;
  const values: Partial<JobValues> = { ...rest };
  if (datePosted !== undefined) values.datePosted = new Date(datePosted);
  if (deadline !== undefined) values.deadline = deadline === null ? null : new Date(deadline);
  return values;
}

/** Inserts the job and, for a writer, its line in the moderation log, in one transaction. */
export async function insertJob(db: Db, input: JobCreate, writer?: JobWriter): Promise<JobRecord> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobs)
      .values({ ...toValues(input), riskFlags: riskFlags(input) } as JobValues)
      .returning(jobColumns);
    await logWrite(tx, writer, "create", row);
    return row;
  });
}

/** Merges the changes into the current job; its risk flags are computed from the result. */
export async function updateJob(
  db: Db,
  current: JobRecord,
  input: JobUpdate,
  writer?: JobWriter,
): Promise<JobRecord | undefined> {
  const id = current.id;
  const flags = riskFlags({ ...current, ...input });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(jobs)
      .set({ ...toValues(input), riskFlags: flags, updatedAt: sql`now()` })
      .where(eq(jobs.id, id))
      .returning(jobColumns);
    if (row) await logWrite(tx, writer, "update", row);
    return row;
  });
}

/**
 * Deletes the job (its applications and their file rows cascade) and lists the files' storage keys
 * in file_deletions in the same transaction; returns the keys, to remove from the store after commit.
 */
export async function deleteJob(
  db: Db,
  id: number,
  writer?: JobWriter,
): Promise<{ deleted: boolean; fileKeys: string[] }> {
  return db.transaction(async (tx) => {
    // Locked first: an application being written for this job waits, then fails on its foreign
    // key, so no file row appears after the keys below were read.
    const [job] = await tx
      .select({ id: jobs.id, title: jobs.title, company: jobs.company })
      .from(jobs)
      .where(eq(jobs.id, id))
      .for("update");
    if (!job) return { deleted: false, fileKeys: [] };
    // The log line keeps the title and company; its job id turns null with the job (ON DELETE SET NULL).
    await logWrite(tx, writer, "delete", job);
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

const isRiskFlag = (flag: string): flag is RiskFlag => (RISK_FLAGS as readonly string[]).includes(flag);

/** The row as the contract writes it: timestamps as ISO strings, only the risk flags it names. */
export const toJob = (row: JobRecord): Job => ({
  ...row,
  datePosted: toIso(row.datePosted),
  deadline: toIsoOrNull(row.deadline),
  updatedAt: toIso(row.updatedAt),
  riskFlags: row.riskFlags.filter(isRiskFlag),
});
