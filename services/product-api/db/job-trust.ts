import { eq, sql, type SQL } from "drizzle-orm";
import { alias, type SelectedFields } from "drizzle-orm/pg-core";
import type { CautionReason } from "../lib/job-values";
import type { Db } from "./client";
import { companies, jobReports, jobs } from "./schema";

/**
 * Reporters (since the last review) that put a job under caution: distinct seekers with a verified
 * address (the API takes no other report), from distinct client addresses (one address counts once).
 */
export const CAUTION_REPORTERS = 3;

// SQL expressions over a row of `jobs`, for any query that selects from it unaliased (0004_trust.sql).
// Columns are qualified by hand: Drizzle leaves them bare in a one-table select, and inside the
// subqueries a bare "id" would be the report's.

/** The job's company is a verified employer. */
export const verifiedEmployerSql = sql<boolean>`coalesce((SELECT c.verified FROM companies c WHERE lower(c.name) = lower(jobs.company)), false)`;

/**
 * Flags that appeared after the last review, or enough reports since it. A review clears what it
 * has seen: the same flags again, or the reporters before it, do not bring the caution back.
 */
export const flaggedSql = sql`(cardinality(jobs.risk_flags) > 0 AND (jobs.reviewed_at IS NULL OR jobs.risk_flagged_at > jobs.reviewed_at))`;
/** Enough distinct reporters since the last review. */
const reportedSql = sql`((SELECT count(DISTINCT r.address) FROM job_reports r
      WHERE r.job_id = jobs.id AND r.created_at > coalesce(jobs.reviewed_at, '-infinity'::timestamptz)
     ) >= ${sql.raw(String(CAUTION_REPORTERS))})`;
export const cautionSql = sql<boolean>`(${flaggedSql} OR ${reportedSql})`;

/** Why the job is under caution: "reports", "flags", both, or none. */
export const cautionReasonsSql = sql<CautionReason[]>`array_remove(ARRAY[
  CASE WHEN ${reportedSql} THEN 'reports' END,
  CASE WHEN ${flaggedSql} THEN 'flags' END]::text[], NULL)`;

/**
 * Jobs with `verified` and `caution`, for reading many at once (the search index): the same rules
 * as above as two joins, where a subquery per job would cost seconds at 100,000 jobs.
 */
export function selectJobsWithTrust<T extends SelectedFields>(db: Db, columns: T, where: SQL) {
  const reported = alias(jobs, "reported_job");
  const openReports = db
    .select({
      jobId: jobReports.jobId,
      reporters: sql<number>`count(DISTINCT ${jobReports.address})`.as("reporters"),
    })
    .from(jobReports)
    .innerJoin(reported, eq(reported.id, jobReports.jobId))
    .where(sql`${jobReports.createdAt} > coalesce(${reported.reviewedAt}, '-infinity'::timestamptz)`)
    .groupBy(jobReports.jobId)
    .as("open_reports");
  return db
    .select({
      ...columns,
      verified: sql<boolean>`coalesce(${companies.verified}, false)`,
      caution: sql<boolean>`(${flaggedSql} OR coalesce(${openReports.reporters}, 0) >= ${sql.raw(String(CAUTION_REPORTERS))})`,
    })
    .from(jobs)
    .leftJoin(companies, sql`lower(${companies.name}) = lower(${jobs.company})`)
    .leftJoin(openReports, eq(openReports.jobId, jobs.id))
    .where(where);
}
