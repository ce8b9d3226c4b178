import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobAlerts, users, type JobAlertFilters } from "../../db/schema";
import { MAX_ALERTS } from "../../lib/limits";
import { ApiProblem } from "../../lib/problem";
import type { ChannelName } from "../../notify/channel";
import { isUniqueViolation } from "../applications/applications.queries";

export type AlertRow = typeof jobAlerts.$inferSelect;

export const alertNotFound = () =>
  new ApiProblem(404, "Alert not found", { detail: "This job alert does not exist or is not yours." });

const tooManyAlerts = () =>
  new ApiProblem(409, "Too many job alerts.", {
    detail: `You can keep at most ${MAX_ALERTS} job alerts. Delete one to add another.`,
  });

export async function listAlerts(db: Db, userId: string): Promise<AlertRow[]> {
  return db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId))
    .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));
}

/**
 * Creates the alert, or returns the seeker's alert for the same search (created: false). The user row
 * is locked first, so two requests at once cannot both pass the limit.
 */
export async function createAlert(
  db: Db,
  userId: string,
  values: { query: string; filters: JobAlertFilters; frequency: "daily" | "weekly" },
): Promise<{ row: AlertRow; created: boolean }> {
  const sameSearch = and(
    eq(jobAlerts.userId, userId),
    eq(jobAlerts.query, values.query),
    sql`${jobAlerts.filters} = ${JSON.stringify(values.filters)}::jsonb`,
  );
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
      const [existing] = await tx.select().from(jobAlerts).where(sameSearch);
      if (existing) return { row: existing, created: false };
      const [{ n }] = await tx.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.userId, userId));
      if (n >= MAX_ALERTS) throw tooManyAlerts();
      const [row] = await tx
        .insert(jobAlerts)
        .values({ userId, ...values })
        .returning();
      return { row, created: true };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [existing] = await db.select().from(jobAlerts).where(sameSearch);
    if (!existing) throw error;
    return { row: existing, created: false };
  }
}

export async function updateAlert(
  db: Db,
  userId: string,
  id: number,
  changes: { frequency?: "daily" | "weekly"; paused?: boolean; channels?: ChannelName[] },
): Promise<AlertRow> {
  // Resuming starts afresh: jobs that appeared while it was paused are not mailed afterwards.
  const resumed =
    changes.paused === false
      ? { lastDigestAt: sql`CASE WHEN ${jobAlerts.paused} THEN now() ELSE ${jobAlerts.lastDigestAt} END` }
      : {};
  const [row] = await db
    .update(jobAlerts)
    .set({ ...changes, ...resumed })
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning();
  if (!row) throw alertNotFound();
  return row;
}

export async function deleteAlert(db: Db, id: number, userId?: string): Promise<boolean> {
  const where = userId ? and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)) : eq(jobAlerts.id, id);
  const deleted = await db.delete(jobAlerts).where(where).returning({ id: jobAlerts.id });
  return deleted.length > 0;
}
