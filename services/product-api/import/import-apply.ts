import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobIsOpen } from "../db/job-open";
import { importFeeds, jobs } from "../db/schema";
import { riskFlags } from "../routes/jobs/risk-flags";
import type { JobCreate } from "../routes/jobs/jobs.schemas";
import { successValues, type ImportFeed } from "./import-feeds";
import { NO_COUNTS, type ImportCounts } from "./import-values";
import { FeedError, type ImportedJob } from "./opening";

// One run's writes, in one transaction: new openings become jobs, changed ones are updated,
// openings gone from the feed close their jobs, and the feed's status records it. Either all of it
// happens or none of it. Imported jobs get their risk flags from the same checks as posted ones
// (routes/jobs/risk-flags.ts), so a flagged opening waits for a moderator like a flagged post.
//
// Duplicates: a job is one per company and external id. An opening whose job another feed of the
// company brought stays with that feed (counted as a duplicate here); a job without a feed (its feed
// was removed) is taken over by the next feed that lists it.

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

function columnsOf(input: JobCreate) {
  const { datePosted, deadline, ...rest } = input;
  return {
    ...rest,
    riskFlags: riskFlags(input),
    deadline: deadline ? new Date(deadline) : null,
    ...(datePosted ? { datePosted: new Date(datePosted) } : {}),
  };
}

export async function applyRun(
  db: Db,
  feed: ImportFeed,
  openings: ImportedJob[],
  skipped: { keys: string[]; message: string | null },
  validators: Validators,
): Promise<{ counts: ImportCounts; changed: number[] }> {
  return db.transaction(async (tx) => {
    // Runs of one feed (the schedule on two instances, the CLI) take turns.
    const [locked] = await tx
      .select({ id: importFeeds.id })
      .from(importFeeds)
      .where(eq(importFeeds.id, feed.id))
      .for("update");
    if (!locked) throw new FeedError("the feed was removed during the run");
    const keys = openings.map((opening) => opening.externalId);
    const existing = await tx
      .select({
        id: jobs.id,
        externalId: jobs.externalId,
        feedId: jobs.importFeedId,
        hash: jobs.importHash,
        state: jobs.importState,
        open: jobIsOpen,
        // jobs.id by hand: Drizzle would leave it bare, and inside the subquery "id" is the decision's.
        closedByModerator: sql<boolean>`EXISTS (SELECT 1 FROM moderation_decisions d WHERE d.job_id = jobs.id AND d.action = 'close')`,
      })
      .from(jobs)
      .where(
        or(
          eq(jobs.importFeedId, feed.id),
          keys.length
            ? and(sql`lower(${jobs.company}) = lower(${feed.company})`, inArray(jobs.externalId, keys))
            : sql`false`,
        ),
      );
    const byKey = new Map(existing.map((row) => [row.externalId, row]));
    const counts = { ...NO_COUNTS, skipped: skipped.keys.length };
    const changed: number[] = [];
    const seen = new Set<string>();
    for (const opening of openings) {
      if (seen.has(opening.externalId)) {
        counts.duplicates++;
        continue;
      }
      seen.add(opening.externalId);
      const imported = {
        importFeedId: feed.id,
        externalId: opening.externalId,
        sourceUrl: opening.sourceUrl,
        importHash: opening.hash,
        importState: "listed" as const,
      };
      const current = byKey.get(opening.externalId);
      if (!current) {
        const [row] = await tx
          .insert(jobs)
          .values({ ...columnsOf(opening.input), ...imported })
          .returning({ id: jobs.id });
        counts.created++;
        changed.push(row.id);
      } else if (current.feedId !== null && current.feedId !== feed.id) {
        counts.duplicates++;
      } else if (current.hash !== opening.hash || current.state !== "listed" || current.feedId === null) {
        const values = columnsOf(opening.input);
        await tx
          .update(jobs)
          .set({
            ...values,
            ...imported,
            // A job a moderator closed stays closed, whatever the feed says.
            deadline: current.closedByModerator ? sql`${jobs.deadline}` : values.deadline,
            updatedAt: sql`now()`,
          })
          .where(eq(jobs.id, current.id));
        counts.updated++;
        changed.push(current.id);
      } else {
        counts.unchanged++;
      }
    }
    const kept = new Set([...seen, ...skipped.keys]);
    const gone = existing.filter(
      (row) => row.feedId === feed.id && row.state === "listed" && !kept.has(row.externalId ?? ""),
    );
    if (gone.length) {
      await tx
        .update(jobs)
        .set({
          deadline: sql`CASE WHEN ${jobIsOpen} THEN now() ELSE ${jobs.deadline} END`,
          importState: "vanished",
          updatedAt: sql`now()`,
        })
        .where(
          inArray(
            jobs.id,
            gone.map((row) => row.id),
          ),
        );
      counts.closed = gone.filter((row) => row.open).length;
      changed.push(...gone.map((row) => row.id));
    }
    await tx
      .update(importFeeds)
      .set(successValues(counts, skipped.message, validators))
      .where(eq(importFeeds.id, feed.id));
    return { counts, changed };
  });
}
