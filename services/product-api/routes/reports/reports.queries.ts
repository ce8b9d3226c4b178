import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobReports } from "../../db/schema";
import type { ReportCreate } from "./reports.schemas";

const hash = (text: string) => createHash("sha256").update(text).digest("hex");

// Reporters and their addresses are kept as hashes: moderators see what was reported, not who (or
// from which address) did.
export const reporterKey = (userId: string) => hash(`user:${userId}`);
export const addressKey = (address: string) => hash(`ip:${address}`);

/** The new report, or undefined when this reporter has reported the job before. */
export async function insertReport(
  db: Db,
  jobId: number,
  who: { reporter: string; address: string },
  input: ReportCreate,
) {
  const [row] = await db
    .insert(jobReports)
    .values({ jobId, ...who, reason: input.reason, details: input.details || null })
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
