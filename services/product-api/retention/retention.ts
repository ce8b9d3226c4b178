import { and, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { applicationFiles, applications, fileDeletions } from "../db/schema";
import { RETENTION } from "../lib/limits";
import type { Storage } from "../lib/storage";
import { removeStoredFiles } from "../routes/account/file-deletions";

/** Applications deleted per transaction, so a large backlog never holds one long transaction. */
const RETENTION_BATCH = 500;

export interface RetentionDeps {
  db: Db;
  storage: Storage;
}

export interface RetentionResult {
  applications: number;
  files: number;
  /** Stored files still waiting in file_deletions (the store could not remove them yet). */
  filesLeft: number;
}

/** Applications created before this moment are past keeping. */
export function retentionCutoff(now: Date, months: number = RETENTION.applicationsMonths): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Deletes one batch of applications created before `cutoff` with their file rows, listing the files'
 * storage keys in file_deletions in the same transaction; returns the keys (to remove after commit).
 */
async function deleteBatch(db: Db, cutoff: Date, limit: number) {
  return db.transaction(async (tx) => {
    // Locked (and skipped by a pass running elsewhere): a CV being attached to one of these waits
    // on its foreign key, then fails, so no file row appears after the keys below were read.
    const due = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(lt(applications.createdAt, cutoff))
      .orderBy(applications.createdAt, applications.id)
      .limit(limit)
      .for("update", { skipLocked: true });
    const ids = due.map((a) => a.id);
    if (!ids.length) return { count: 0, keys: [] };
    const files = await tx
      .select({ storageKey: applicationFiles.storageKey })
      .from(applicationFiles)
      .where(inArray(applicationFiles.applicationId, ids));
    if (files.length) await tx.insert(fileDeletions).values(files).onConflictDoNothing();
    // The date is checked again, so the DELETE is right whatever happened since the SELECT.
    const gone = await tx
      .delete(applications)
      .where(and(inArray(applications.id, ids), lt(applications.createdAt, cutoff)))
      .returning({ id: applications.id });
    return { count: gone.length, keys: files.map((f) => f.storageKey) };
  });
}

/**
 * The retention pass: deletes applications older than RETENTION.applicationsMonths, with their CVs
 * and cover letters (rows, then stored files after each commit). Safe to run twice or on several
 * instances at once: each batch deletes only what is still there and still old.
 */
export async function runRetentionPass(
  { db, storage }: RetentionDeps,
  now = new Date(),
  batch = RETENTION_BATCH,
): Promise<RetentionResult> {
  const cutoff = retentionCutoff(now);
  const result: RetentionResult = { applications: 0, files: 0, filesLeft: 0 };
  for (;;) {
    const { count, keys } = await deleteBatch(db, cutoff, batch);
    result.applications += count;
    result.files += keys.length;
    if (keys.length) await removeStoredFiles(db, storage, keys);
    if (count < batch) break;
  }
  // Each removal above also retries older keys; with nothing new, retry them here.
  if (!result.files) await removeStoredFiles(db, storage);
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(fileDeletions)
    .where(lte(fileDeletions.notBefore, sql`now()`));
  result.filesLeft = left.n;
  return result;
}
