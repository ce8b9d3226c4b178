import { and, desc, eq, getTableColumns, gt, isNull, sql, type SQL } from "drizzle-orm";
import type { Job, RemoteOption } from "../../../../lib/product-api/types";
import type { Db } from "../../db/client";
import { applicationFiles, applications, jobs } from "../../db/schema";
import type { JobCreate, JobUpdate } from "./jobs.schemas";
import type { ParsedSearch } from "./search-query";

// The search vector is large and only ever used inside SQL, so it is never selected.
const jobColumns = (({ searchVector, ...columns }) => (void searchVector, columns))(getTableColumns(jobs));
export type JobRecord = Omit<typeof jobs.$inferSelect, "searchVector">;

// One range condition rather than an OR, so the planner reaches for the search index (not a
// bitmap over the deadline index) when a search matches many jobs.
const isOpen = sql`coalesce(${jobs.deadline}, 'infinity'::timestamptz) > now()`;

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

const hasTerms = (search: ParsedSearch | null): search is ParsedSearch =>
  !!search && !!(search.positive || search.negative);

/** The statements behind listJobs, exposed so seed/explain.ts can EXPLAIN exactly what runs. */
export const jobQueries = {
  browse: (db: Db, limit: number, offset: number) =>
    db
      .select(jobColumns)
      .from(jobs)
      .where(isOpen)
      .orderBy(desc(jobs.datePosted), desc(jobs.id))
      .limit(limit)
      .offset(offset),
  /** Open = no deadline + deadline ahead, counted as two index-only range scans instead of an OR filter. */
  countOpen: (db: Db) => [
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(jobs)
      .where(isNull(jobs.deadline)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(jobs)
      .where(gt(jobs.deadline, sql`now()`)),
  ],
  /**
   * Ranks the matches in a narrow inner query (id, date, rank; OFFSET 0 keeps it from being
   * flattened) so the window count never has to carry whole rows, then joins the page's rows.
   */
  search(db: Db, search: ParsedSearch, limit: number, offset: number) {
    const query = toTsquery(search);
    const matches = db
      .select({
        id: jobs.id,
        datePosted: jobs.datePosted,
        rank: sql<number>`ts_rank_cd(${jobs.searchVector}, ${query})`.as("rank"),
      })
      .from(jobs)
      .where(and(isOpen, sql`${jobs.searchVector} @@ ${query}`))
      // Drizzle drops a numeric `offset(0)`; the fence has to reach the SQL.
      .offset(sql`0` as unknown as number)
      .as("matches");
    const order = [desc(matches.rank), desc(matches.datePosted), desc(matches.id)];
    const page = db
      .select({
        id: matches.id,
        rank: matches.rank,
        datePosted: matches.datePosted,
        total: sql<number>`(count(*) OVER ())::int`.as("total"),
      })
      .from(matches)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)
      .as("page");
    return db
      .select({ ...jobColumns, total: page.total })
      .from(page)
      .innerJoin(jobs, eq(jobs.id, page.id))
      .orderBy(desc(page.rank), desc(page.datePosted), desc(page.id));
  },
  countMatches: (db: Db, search: ParsedSearch) =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(isOpen, sql`${jobs.searchVector} @@ ${toTsquery(search)}`)),
};

/** Open jobs only (no deadline, or one still ahead): newest first, or by rank when searching. */
export async function listJobs(db: Db, { search, limit, offset }: JobPageRequest) {
  if (!hasTerms(search)) {
    const [rows, ...counts] = await Promise.all([
      jobQueries.browse(db, limit, offset),
      ...jobQueries.countOpen(db),
    ]);
    return { rows, total: counts.reduce((sum, [{ total }]) => sum + total, 0) };
  }
  // The window count rides along with the ranked page, so one scan of the matches gives both.
  const ranked = await jobQueries.search(db, search, limit, offset);
  if (ranked.length > 0) return { rows: ranked, total: ranked[0].total };
  if (offset === 0) return { rows: [], total: 0 };
  const [{ total }] = await jobQueries.countMatches(db, search);
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
