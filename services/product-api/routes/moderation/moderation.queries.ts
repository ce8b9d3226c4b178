import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobIsOpen } from "../../db/job-open";
import { CAUTION_REPORTERS, flaggedSql } from "../../db/job-trust";
import { jobReports, jobs, moderationDecisions } from "../../db/schema";
import type { AuthUser } from "../../lib/auth";
import type { ModerationAction } from "../../lib/job-values";
import type { ReportReason } from "../../lib/limits";
import { toIso, toIsoOrNull } from "../../lib/table-schema";
import { jobColumns, toJob, type JobRecord } from "../jobs/jobs.queries";
import { riskFlagMatches } from "../jobs/risk-flags";
import type { Decision } from "./moderation.schemas";

const QUEUE_SIZE = 100;
const LOG_SIZE = 200;

/** Distinct reporters (client addresses) since the job's last review. */
const reportersSql = sql<number>`(SELECT count(DISTINCT r.address)::int FROM job_reports r
  WHERE r.job_id = jobs.id AND r.created_at > coalesce(jobs.reviewed_at, '-infinity'::timestamptz))`;

/**
 * Open jobs under caution, riskiest first: most distinct reporters, then most new flags. Only jobs
 * with flags or some report are looked at, so the reporters are counted for few rows.
 */
export async function listQueue(db: Db) {
  const flagCount = sql<number>`CASE WHEN ${flaggedSql} THEN cardinality(jobs.risk_flags) ELSE 0 END`;
  const rows = await db
    .select({ ...jobColumns, reporters: reportersSql, flagged: flaggedSql })
    .from(jobs)
    .where(
      and(
        jobIsOpen,
        sql`(${flaggedSql} OR (jobs.id IN (SELECT job_id FROM job_reports) AND ${reportersSql} >= ${sql.raw(String(CAUTION_REPORTERS))}))`,
      ),
    )
    .orderBy(desc(reportersSql), desc(flagCount), asc(jobs.id))
    .limit(QUEUE_SIZE);
  const ids = rows.map((row) => row.id);
  const reports =
    ids.length === 0
      ? []
      : await db
          .select({
            jobId: jobReports.jobId,
            reason: jobReports.reason,
            details: jobReports.details,
            createdAt: jobReports.createdAt,
          })
          .from(jobReports)
          .innerJoin(jobs, eq(jobs.id, jobReports.jobId))
          .where(
            and(
              inArray(jobReports.jobId, ids),
              sql`${jobReports.createdAt} > coalesce(${jobs.reviewedAt}, '-infinity'::timestamptz)`,
            ),
          )
          .orderBy(desc(jobReports.createdAt), desc(jobReports.id));
  return rows.map(({ reporters, flagged, ...row }) => ({
    job: toJob(row),
    reporters,
    flags: flagged ? riskFlagMatches(row) : [],
    reports: reports
      .filter((report) => report.jobId === row.id)
      .map((report) => ({
        reason: report.reason as ReportReason,
        details: report.details,
        createdAt: toIso(report.createdAt),
      })),
  }));
}

type Moderator = Pick<AuthUser, "sub" | "email" | "clientId">;

const by = (moderator: Moderator) => ({
  moderatorSub: moderator.sub,
  moderatorEmail: moderator.email ?? null,
  clientId: moderator.clientId ?? null,
});

/**
 * Clears the job (what it was flagged or reported for so far no longer counts) or closes it (its
 * deadline becomes now, and it leaves the queue too), and records the decision, in one transaction.
 */
export async function decideJob(
  db: Db,
  id: number,
  decision: "clear" | "close",
  moderator: Moderator,
  note: string,
): Promise<JobRecord | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(jobs)
      .set(
        decision === "close"
          ? {
              reviewedAt: sql`now()`,
              deadline: sql`CASE WHEN ${jobIsOpen} THEN now() ELSE ${jobs.deadline} END`,
              updatedAt: sql`now()`,
            }
          : { reviewedAt: sql`now()` },
      )
      .where(eq(jobs.id, id))
      .returning(jobColumns);
    if (!row) return undefined;
    await tx.insert(moderationDecisions).values({
      ...by(moderator),
      action: decision,
      jobId: id,
      jobTitle: row.title,
      company: row.company,
      note,
    });
    return row;
  });
}

interface CompanyRow {
  name: string;
  verified: boolean;
  verified_at: Date | string | null;
  open_jobs: number;
}

const toCompany = (row: CompanyRow) => ({
  name: row.name,
  verified: row.verified,
  verifiedAt: row.verified_at === null ? null : toIsoOrNull(new Date(row.verified_at)),
  openJobs: Number(row.open_jobs),
});

/** Employers: the companies table and every name jobs carry, with their open jobs. */
export async function listCompanies(db: Db, q?: string) {
  const pattern = q ? `%${q.replace(/[\\%_]/g, "\\$&")}%` : null;
  const { rows } = (await db.execute(sql`
    WITH names AS (
      SELECT lower(company) AS key, min(company) AS name, (count(*) FILTER (WHERE ${jobIsOpen}))::int AS open_jobs
      FROM jobs GROUP BY lower(company)
    )
    SELECT coalesce(c.name, n.name) AS name, coalesce(c.verified, false) AS verified, c.verified_at,
           coalesce(n.open_jobs, 0) AS open_jobs
    FROM names n FULL JOIN companies c ON lower(c.name) = n.key
    WHERE ${pattern}::text IS NULL OR coalesce(c.name, n.name) ILIKE ${pattern}
    ORDER BY lower(coalesce(c.name, n.name))
    LIMIT 500`)) as unknown as { rows: CompanyRow[] };
  return rows.map(toCompany);
}

/**
 * Verifies or unverifies the employer of that name (a row is made for a name only jobs carried)
 * and records the decision; undefined when neither a company nor a job has the name.
 */
export async function setVerification(
  db: Db,
  name: string,
  verified: boolean,
  moderator: Moderator,
  note: string,
) {
  return db.transaction(async (tx) => {
    const { rows: known } = (await tx.execute(sql`
      SELECT coalesce((SELECT name FROM companies WHERE lower(name) = lower(${name})),
                      (SELECT company FROM jobs WHERE lower(company) = lower(${name}) LIMIT 1)) AS name`)) as unknown as {
      rows: { name: string | null }[];
    };
    const company = known[0]?.name;
    if (!company) return undefined;
    const { rows } = (await tx.execute(sql`
      INSERT INTO companies (name, verified, verified_at)
      VALUES (${company}, ${verified}, CASE WHEN ${verified}::boolean THEN now() END)
      ON CONFLICT ((lower(name))) DO UPDATE
        SET verified = EXCLUDED.verified,
            verified_at = CASE WHEN companies.verified AND EXCLUDED.verified THEN companies.verified_at ELSE EXCLUDED.verified_at END
      RETURNING name, verified, verified_at,
        (SELECT count(*) FROM jobs WHERE lower(jobs.company) = lower(${company}) AND ${jobIsOpen})::int AS open_jobs`)) as unknown as {
      rows: CompanyRow[];
    };
    const action: ModerationAction = verified ? "verify" : "unverify";
    await tx.insert(moderationDecisions).values({ ...by(moderator), action, company, note });
    const jobIds = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(sql`lower(${jobs.company}) = lower(${company})`);
    return { company: toCompany(rows[0]), jobIds: jobIds.map((job) => job.id) };
  });
}

export async function listDecisions(db: Db): Promise<Decision[]> {
  const rows = await db
    .select()
    .from(moderationDecisions)
    .orderBy(desc(moderationDecisions.at), desc(moderationDecisions.id))
    .limit(LOG_SIZE);
  return rows.map((row) => ({
    id: row.id,
    at: toIso(row.at),
    moderator: { sub: row.moderatorSub, email: row.moderatorEmail },
    clientId: row.clientId,
    action: row.action,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    company: row.company,
    note: row.note,
  }));
}

interface EmployerClientRow {
  client_id: string;
  company: string;
  scopes: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
}

/**
 * The embedded identity provider's employer clients (services/identity/employer-clients.ts). Its
 * tables share this database (the product API's PGlite, or DATABASE_URL); with an external provider
 * there is no such table, and none to list.
 */
export async function listEmployerClients(db: Db) {
  const { rows: present } = (await db.execute(
    sql`SELECT to_regclass('identity_employer_clients') IS NOT NULL AS present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (!present[0]?.present) return [];
  const { rows } = (await db.execute(sql`
    SELECT client_id, company, scopes, created_at, last_used_at FROM identity_employer_clients
    ORDER BY lower(company), created_at, client_id`)) as unknown as { rows: EmployerClientRow[] };
  return rows.map((row) => ({
    clientId: row.client_id,
    company: row.company,
    scopes: row.scopes.split(" ").filter(Boolean),
    createdAt: toIso(new Date(row.created_at)),
    lastUsedAt: row.last_used_at === null ? null : toIso(new Date(row.last_used_at)),
  }));
}
