import { and, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { Job, RemoteOption } from "../../../../lib/product-api/types";
import type { Db } from "../../db/client";
import { applicationFiles, applications, jobs } from "../../db/schema";
import type { JobCreate, JobUpdate } from "./jobs.schemas";
import type { ParsedSearch } from "./search-query";

// The search vector is large and only ever used inside SQL, so it is never selected.
const jobColumns = (({ searchVector, ...columns }) => (void searchVector, columns))(getTableColumns(jobs));
export type JobRecord = Omit<typeof jobs.$inferSelect, "searchVector">;

const isOpen = sql`(${jobs.deadline} IS NULL OR ${jobs.deadline} > now())`;

/** The stemmed and the unstemmed reading of the query, matched against the two halves of the vector. */
function toTsquery({ positive, negative }: ParsedSearch): SQL {
  const both = (text: string) =>
    sql`(to_tsquery('english'::regconfig, ${text}::text) || to_tsquery('simple'::regconfig, ${text}::text))`;
  if (positive && negative) return sql`(${both(positive)} && !!${both(negative)})`;
  if (positive) return both(positive);
  return sql`!!${both(negative ?? "")}`;
}

export interface JobPageRequest {
  search: ParsedSearch | null;
  limit: number;
  offset: number;
}

/** Open jobs only (no deadline, or one still ahead): newest first, or by rank when searching. */
export async function listJobs(db: Db, { search, limit, offset }: JobPageRequest) {
  if (!search || (!search.positive && !search.negative)) {
    const [rows, [{ total }]] = await Promise.all([
      db.select(jobColumns).from(jobs).where(isOpen).orderBy(desc(jobs.datePosted), desc(jobs.id)).limit(limit).offset(offset),
      db.select({ total: sql<number>`count(*)::int` }).from(jobs).where(isOpen),
    ]);
    return { rows, total };
  }
  const query = toTsquery(search);
  const matches = and(isOpen, sql`${jobs.searchVector} @@ ${query}`);
  const ranked = await db
    .select({ ...jobColumns, total: sql<number>`(count(*) OVER ())::int` })
    .from(jobs)
    .where(matches)
    .orderBy(sql`ts_rank_cd(${jobs.searchVector}, ${query}) DESC`, desc(jobs.datePosted), desc(jobs.id))
    .limit(limit)
    .offset(offset);
  if (ranked.length > 0) return { rows: ranked, total: ranked[0].total };
  if (offset === 0) return { rows: [], total: 0 };
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(jobs).where(matches);
  return { rows: [], total };
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
    .values(toValues(input) as JobValues)
    .returning(jobColumns);
  return row;
}

export async function updateJob(db: Db, id: number, input: JobUpdate): Promise<JobRecord | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ ...toValues(input), updatedAt: sql`now()` })
    .where(eq(jobs.id, id))
    .returning(jobColumns);
  return row;
}

/** Deletes the job (its applications cascade) and returns the storage keys of their files. */
export async function deleteJob(db: Db, id: number): Promise<{ deleted: boolean; fileKeys: string[] }> {
  return db.transaction(async (tx) => {
    const files = await tx
      .select({ key: applicationFiles.storageKey })
      .from(applicationFiles)
      .innerJoin(applications, eq(applications.id, applicationFiles.applicationId))
      .where(eq(applications.jobId, id));
    const deleted = await tx.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id });
    return { deleted: deleted.length > 0, fileKeys: files.map((f) => f.key) };
  });
}

export function toJob(row: JobRecord): Job {
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
  };
}
