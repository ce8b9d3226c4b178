import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobReports } from "../../db/schema";
import type { ReportCreate } from "./reports.schemas";

/** Reporters are kept as hashes: moderators see what was reported, not who (or which address) did. */
export const reporterKey = (who: { userId?: string; address: string }) =>
  createHash("sha256")
    .update(who.userId ? `user:${who.userId}` : `ip:${who.address}`)
    .digest("hex");

/** The new report, or undefined when this reporter has reported the job before. */
export async function insertReport(db: Db, jobId: number, reporter: string, input: ReportCreate) {
  const [row] = await db
    .insert(jobReports)
    .values({ jobId, reporter, reason: input.reason, details: input.details || null })
    .onConflictDoNothing({ target: [jobReports.jobId, jobReports.reporter] })
    .returning();
  return row;
}

export async function listReports(db: Db, jobId: number) {
  const [reports, [{ reporters }]] = await Promise.all([
    db
      .select({
        id: jobReports.id,
        reason: jobReports.reason,
        details: jobReports.details,
        createdAt: jobReports.createdAt,
      })
      .from(jobReports)
      .where(eq(jobReports.jobId, jobId))
      .orderBy(desc(jobReports.createdAt), desc(jobReports.id)),
    db
      .select({ reporters: sql<number>`count(DISTINCT ${jobReports.reporter})::int` })
      .from(jobReports)
      .where(and(eq(jobReports.jobId, jobId))),
  ]);
  return { reports, distinctReporters: Number(reporters) };
}
