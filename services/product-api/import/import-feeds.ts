import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobIsOpen } from "../db/job-open";
import { importFeeds, jobs } from "../db/schema";
import type { FeedFormatName, ImportCounts } from "./import-values";

// The feeds table: what `npm run import -- add|list|remove` changes, and each run's outcome.

export type ImportFeed = typeof importFeeds.$inferSelect;

export class FeedExistsError extends Error {}

export async function addFeed(db: Db, feed: { company: string; url: string; format: FeedFormatName }) {
  const [row] = await db.insert(importFeeds).values(feed).onConflictDoNothing().returning();
  if (!row) throw new FeedExistsError(`a feed with this URL is already registered: ${feed.url}`);
  return row;
}

/** Every feed with the number of open jobs it brought, oldest first. */
export async function listFeeds(db: Db) {
  return db
    .select({
      feed: importFeeds,
      // Qualified by hand: Drizzle leaves columns bare in a one-table select (db/job-trust.ts).
      openJobs: sql<number>`(SELECT count(*)::int FROM jobs j
        WHERE j.import_feed_id = import_feeds.id AND (j.deadline IS NULL OR j.deadline > now()))`,
    })
    .from(importFeeds)
    .orderBy(asc(importFeeds.id));
}

export async function findFeed(db: Db, id: number): Promise<ImportFeed | undefined> {
  const [row] = await db.select().from(importFeeds).where(eq(importFeeds.id, id));
  return row;
}

/**
 * Removes the feed. Its open jobs are closed (nothing would keep them current any more) and keep
 * their external id without a feed: another feed of the company that lists them takes them over.
 */
export async function removeFeed(db: Db, id: number): Promise<{ removed: boolean; closed: number[] }> {
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(jobs)
      .set({ deadline: sql`now()`, importState: "vanished", updatedAt: sql`now()` })
      .where(and(eq(jobs.importFeedId, id), jobIsOpen))
      .returning({ id: jobs.id });
    const removed = await tx
      .delete(importFeeds)
      .where(eq(importFeeds.id, id))
      .returning({ id: importFeeds.id });
    return { removed: removed.length > 0, closed: closed.map((row) => row.id) };
  });
}

/** A run that failed: only the feed's status changes. */
export async function recordFailure(db: Db, id: number, message: string) {
  await db
    .update(importFeeds)
    .set({
      lastRunAt: sql`now()`,
      lastStatus: "failed",
      lastMessage: message.slice(0, 2000),
      failingSince: sql`coalesce(${importFeeds.failingSince}, now())`,
    })
    .where(eq(importFeeds.id, id));
}

/** A 304: nothing changed at the source since the last run. */
export async function recordNotModified(db: Db, id: number) {
  await db
    .update(importFeeds)
    .set({
      lastRunAt: sql`now()`,
      lastStatus: "not-modified",
      lastMessage: null,
      lastSuccessAt: sql`now()`,
      failingSince: null,
    })
    .where(eq(importFeeds.id, id));
}

export const successValues = (
  counts: ImportCounts,
  message: string | null,
  validators: { etag: string | null; lastModified: string | null },
) => ({
  ...validators,
  lastRunAt: sql`now()`,
  lastStatus: "ok" as const,
  lastMessage: message,
  lastCounts: counts,
  lastSuccessAt: sql`now()`,
  failingSince: null,
});
