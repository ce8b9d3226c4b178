import { asc, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { selectJobsWithTrust } from "../db/job-trust";
import { jobs } from "../db/schema";
import { logPosition, readLog, replicaHolds, type LogPosition } from "./change-log";
import {
  JobIndex,
  type IndexedJob,
  type QueryClause,
  type SearchRequest,
  type SearchResult,
} from "./job-index";
import { phraseTsquery } from "./query";

// Keeps a JobIndex in step with the jobs table. A search first reads the new entries of job_changes
// (at most every CHECK_INTERVAL_MS, one small statement; this instance's own writes catch up at once),
// including those of transactions that were still open at the last read (change-log.ts: entries can
// commit out of seq order); it reloads just the jobs they touched, or everything after a TRUNCATE or
// a large batch. Concurrent searches share one check. Jobs under caution are not indexed at all: no
// search, list or count can include them.
//
// With a read-only replica (DATABASE_REPLICA_URL) the loads, the phrase queries and the rows of a
// result page (rowsDb) come from the replica, but only once it has replayed every change the index
// is to hold: the log is always read on the primary, the replica is asked whether it holds the
// entries read (by seq, since they need not replay in seq order), and while it lags the primary
// serves those reads. So a write is in this instance's searches at once and in every instance's
// within CHECK_INTERVAL_MS, whatever the lag, and a page the web app renders again after a write's
// revalidation never caches the replica's older copy. One replica per URL: behind a balancer over
// several, "replayed up to" would not hold from one query to the next.

const BATCH = 2000;
const CHECK_INTERVAL_MS = 250;
/** More changed jobs than this since the last catch-up: rebuild instead of patching. */
const REBUILD_AFTER = 20_000;
/** Entries awaiting the replica remembered at most (each costs a few bytes in one replica query). */
const MAX_UNCONFIRMED = 10_000;

const indexedColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  location: jobs.location,
  countryCode: jobs.countryCode,
  jobType: jobs.jobType,
  remoteOption: jobs.remoteOption,
  experienceLevel: jobs.experienceLevel,
  category: jobs.category,
  requirements: jobs.requirements,
  description: jobs.description,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  datePosted: jobs.datePosted,
  deadline: jobs.deadline,
  language: jobs.language,
};

export interface JobSearch {
  stats(): ReturnType<JobIndex["stats"]>;
  /** Brings the index up to date with the database now (builds it on first use). */
  catchUp(): Promise<void>;
  search(request: Omit<SearchRequest, "phrases">): Promise<SearchResult>;
  /** Where to read the rows of a result: the replica when it holds all the index does, else the primary. */
  rowsDb(): Db;
}

export function createJobSearch(db: Db, replica?: Db): JobSearch {
  let index = new JobIndex();
  // How far the index has read the log; null until it is first built.
  let position: LogPosition | null = null;
  // The replica's newest change as last seen (-1 while unknown or unreachable), and the entries the
  // index applied from the primary that the replica has not shown yet.
  let replicaSeq = -1;
  let unconfirmed: number[] = [];
  // After a full build: the replica holds all of it once its snapshot's xmin reaches this (an entry
  // below the newest may have committed after it, so the newest seq alone does not tell).
  let replicaAwaits: bigint | null = null;
  let replicaFailing = false;
  let pending: Promise<void> | null = null;
  let checkedAt = 0;
  // Phrase matches come from PostgreSQL (positions are not kept in memory); cached per log position.
  const phraseCache = new Map<string, number[]>();
  const MAX_PHRASES = 500;

  /** The replica when it holds every change up to `seq` and the entries `seqs`, else the primary. */
  async function readerFor(seq: number, seqs: number[]): Promise<Db> {
    if (!replica) return db;
    const wanted = unconfirmed.concat(seqs);
    if (replicaSeq < seq || wanted.length > 0 || replicaAwaits !== null) {
      try {
        const seen = await replicaHolds(replica, wanted);
        replicaSeq = seen.newest;
        unconfirmed = wanted.filter((s) => !seen.held.has(s));
        if (replicaAwaits !== null && seen.xmin >= replicaAwaits) replicaAwaits = null;
        if (replicaFailing) console.error("[product-api] the read replica answers again");
        replicaFailing = false;
      } catch (error) {
        // Reads stay on the primary until the replica answers again.
        if (!replicaFailing)
          console.error("[product-api] read replica unreachable; reading from the primary:", error);
        replicaFailing = true;
        replicaSeq = -1;
        unconfirmed = wanted;
      }
      // Bounded while the replica is down: the oldest entries are the likeliest replayed by now.
      if (unconfirmed.length > MAX_UNCONFIRMED) unconfirmed = unconfirmed.slice(-MAX_UNCONFIRMED);
    }
    return replicaCurrent(seq) ? replica : db;
  }

  const replicaCurrent = (seq: number) =>
    replicaSeq >= seq && unconfirmed.length === 0 && replicaAwaits === null;
  const rowsDb = () => (replica && position && replicaCurrent(position.seq) ? replica : db);

  async function rebuild(to: LogPosition, source: Db) {
    const next = new JobIndex({ bulk: true });
    let after = 0;
    for (;;) {
      const rows = await selectJobsWithTrust(source, indexedColumns, gt(jobs.id, after))
        .orderBy(asc(jobs.id))
        .limit(BATCH);
      for (const row of rows) if (!row.caution) next.add(row as IndexedJob);
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1].id;
    }
    next.compact();
    index = next;
    position = to;
    phraseCache.clear();
  }

  async function patch(changes: { jobId: number | null }[], to: LogPosition, source: Db) {
    const ids = new Set<number>();
    for (const { jobId } of changes) {
      if (jobId === null) return rebuild(to, source);
      ids.add(jobId);
    }
    if (ids.size > REBUILD_AFTER) return rebuild(to, source);
    const list = [...ids];
    for (let i = 0; i < list.length; i += BATCH) {
      const slice = list.slice(i, i + BATCH);
      const rows = await selectJobsWithTrust(source, indexedColumns, inArray(jobs.id, slice));
      const found = new Set(rows.map((row) => row.id));
      for (const row of rows) {
        if (row.caution) index.remove(row.id);
        else index.add(row as IndexedJob);
      }
      for (const id of slice) if (!found.has(id)) index.remove(id);
    }
    position = to;
    phraseCache.clear();
  }

  async function check() {
    checkedAt = Date.now();
    const read = position ? await readLog(db, position) : null;
    if (!read || read.reset) {
      const { xmax, ...start } = await logPosition(db);
      unconfirmed = [];
      replicaAwaits = xmax;
      return rebuild(start, await readerFor(start.seq, []));
    }
    // Also when the index is current: a replica that was behind is asked again until it catches up.
    const source = await readerFor(
      read.to.seq,
      read.changes.map((change) => change.seq),
    );
    if (read.changes.length > 0) await patch(read.changes, read.to, source);
    else position = read.to;
  }

  function catchUp() {
    pending ??= check().finally(() => (pending = null));
    return pending;
  }

  async function phraseIds(clause: QueryClause): Promise<number[]> {
    const text = phraseTsquery(clause);
    const cached = phraseCache.get(text);
    if (cached) return cached;
    const query = sql`(to_tsquery('english'::regconfig, ${text}::text) || to_tsquery('simple'::regconfig, ${text}::text))`;
    const rows = await rowsDb()
      .select({ id: jobs.id })
      .from(jobs)
      .where(sql`${jobs.searchVector} @@ ${query}`);
    const ids = rows.map((row) => row.id);
    if (phraseCache.size >= MAX_PHRASES) phraseCache.clear();
    phraseCache.set(text, ids);
    return ids;
  }

  return {
    stats: () => index.stats(),
    catchUp,
    rowsDb,
    async search(request) {
      if (pending || !position || Date.now() - checkedAt >= CHECK_INTERVAL_MS) await catchUp();
      const phrases = new Map<QueryClause, number[]>();
      const clauses = request.text ? [...request.text.groups.flat(), ...request.text.negatives] : [];
      for (const clause of clauses) if (clause.words.length > 1) phrases.set(clause, await phraseIds(clause));
      return index.search({ ...request, phrases });
    },
  };
}
