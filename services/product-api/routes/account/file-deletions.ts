import { asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fileDeletions } from "../../db/schema";
import type { Storage } from "../../lib/storage";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const SWEEP_BATCH = 100;
const PARALLEL_REMOVALS = 8;

/** Longer than any upload takes between its key being listed and its application being written. */
const UPLOAD_GRACE = sql`now() + interval '1 hour'`;

/**
 * Lists the keys of an upload about to be written, due only after UPLOAD_GRACE: if the request
 * fails or dies before its application is written, a later pass removes whatever was stored.
 */
export async function reserveUploads(db: Db, keys: string[]): Promise<void> {
  if (keys.length)
    await db
      .insert(fileDeletions)
      .values(keys.map((storageKey) => ({ storageKey, notBefore: UPLOAD_GRACE })));
}

/**
 * Makes every upload reservation due now: for a database one process holds (PGlite), at that
 * process's start, when no request can be under way and every reservation is of a request that died
 * with the last process (a SIGKILL between storing a CV and writing its application). Never with a
 * shared PostgreSQL: another instance's upload may be under way; its reservations fall due after
 * UPLOAD_GRACE.
 */
export async function releaseUploadsOfDeadRequests(db: Db): Promise<void> {
  await db
    .update(fileDeletions)
    .set({ notBefore: sql`now()` })
    .where(gt(fileDeletions.notBefore, sql`now()`));
}

/** Crosses off an upload's keys inside the transaction that writes its rows; fails if one is gone. */
export async function keepUploads(tx: Tx, keys: string[]): Promise<void> {
  if (!keys.length) return;
  const kept = await tx
    .delete(fileDeletions)
    .where(inArray(fileDeletions.storageKey, keys))
    .returning({ key: fileDeletions.storageKey });
  // Only a pass after UPLOAD_GRACE takes a listed key away, and then its object may be gone too.
  if (kept.length !== new Set(keys).size) throw new Error("An upload took longer than its reservation");
}

/**
 * Removes stored files whose rows are gone or were never written (listed in file_deletions), each
 * key crossed off once the store has removed it: `keys` first, then, with `sweep`, older due ones a
 * previous pass could not remove. Used after deleting an account, a job or old applications, after
 * a failed application, at start-up and by the retention pass. Never throws: a file left behind
 * stays listed, due now, for the next pass. Returns how many were left.
 */
export async function removeStoredFiles(
  db: Db,
  storage: Storage,
  keys: string[] = [],
  { sweep = true } = {},
): Promise<number> {
  let left = 0;
  const remove = async (key: string) => {
    try {
      await storage.delete(key);
      await db.delete(fileDeletions).where(eq(fileDeletions.storageKey, key));
      return true;
    } catch (error) {
      left += 1;
      console.error(
        `[product-api] stored file ${key} not removed yet (kept for the next pass):`,
        error instanceof Error ? error.message : error,
      );
      await db
        .update(fileDeletions)
        .set({ notBefore: sql`now()` })
        .where(eq(fileDeletions.storageKey, key))
        .catch(() => {});
      return false;
    }
  };
  const given = new Set(keys);
  // A few at a time: a job with many applicants has many files, and each removal is a round trip.
  const queue = [...given];
  for (let i = 0; i < queue.length; i += PARALLEL_REMOVALS)
    await Promise.all(queue.slice(i, i + PARALLEL_REMOVALS).map(remove));
  if (!sweep) return left;
  const pending = await db
    .select({ storageKey: fileDeletions.storageKey })
    .from(fileDeletions)
    .where(lte(fileDeletions.notBefore, sql`now()`))
    .orderBy(asc(fileDeletions.createdAt))
    .limit(SWEEP_BATCH)
    .catch(() => []);
  for (const { storageKey } of pending) {
    if (given.has(storageKey)) continue;
    // A store that fails on one old key is likely down: the rest wait rather than each timing out.
    if (!(await remove(storageKey))) break;
  }
  return left;
}
