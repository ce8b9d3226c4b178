import { sql } from "drizzle-orm";

/** Distinct reporters (since the last review) that put a job under caution. */
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
export const cautionSql = sql<boolean>`(
  (cardinality(jobs.risk_flags) > 0 AND (jobs.reviewed_at IS NULL OR jobs.risk_flagged_at > jobs.reviewed_at))
  OR (SELECT count(*) FROM job_reports r
      WHERE r.job_id = jobs.id AND r.created_at > coalesce(jobs.reviewed_at, '-infinity'::timestamptz)
     ) >= ${sql.raw(String(CAUTION_REPORTERS))})`;
