import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { applicationFiles, applications, jobs, users } from "../../db/schema";
import { isWithdrawn } from "../../lib/application-status";
import { sameCompany } from "../../lib/company-access";
import { toIso } from "../../lib/table-schema";
import { storedFileColumns } from "../files/files.queries";
import { applicationTimeline } from "./applications.queries";

// What an employer's system reads of the applications to its company's jobs: the applicant, the
// cover letter and the files, as the privacy policy promises ("to send your application, CV and cover
// letter to the employer of the job you applied to"). A withdrawn application keeps its status and
// timeline, and shares nothing more.

type Access = "missing" | "other-company";

/** The job's company, if the job exists and belongs to `company`. */
async function jobOf(db: Db, jobId: number, company: string): Promise<Access | "ok"> {
  const [job] = await db.select({ company: jobs.company }).from(jobs).where(eq(jobs.id, jobId));
  if (!job) return "missing";
  return sameCompany(job.company, company) ? "ok" : "other-company";
}

export async function applicationsForJob(
  db: Db,
  query: { jobId: number; company: string; limit: number; offset: number },
) {
  const access = await jobOf(db, query.jobId, query.company);
  if (access !== "ok") return access;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: applications.id,
        jobId: applications.jobId,
        status: applications.status,
        createdAt: applications.createdAt,
        timeline: applicationTimeline,
        coverLetter: applications.coverLetter,
        applicant: { name: users.name, email: users.email },
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .where(eq(applications.jobId, query.jobId))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(applications)
      .where(eq(applications.jobId, query.jobId)),
  ]);
  const shared = rows.filter((row) => !isWithdrawn(row.status)).map((row) => row.id);
  const files = shared.length
    ? await db
        .select({
          applicationId: applicationFiles.applicationId,
          id: applicationFiles.id,
          kind: applicationFiles.kind,
          name: applicationFiles.originalName,
          contentType: applicationFiles.contentType,
          sizeBytes: applicationFiles.sizeBytes,
        })
        .from(applicationFiles)
        .where(inArray(applicationFiles.applicationId, shared))
        .orderBy(applicationFiles.id)
    : [];
  const list = rows.map((row) => {
    const withdrawn = isWithdrawn(row.status);
    return {
      ...row,
      createdAt: toIso(row.createdAt),
      coverLetter: withdrawn ? null : row.coverLetter,
      files: files
        .filter((file) => file.applicationId === row.id)
        .map(({ id, kind, name, contentType, sizeBytes }) => ({ id, kind, name, contentType, sizeBytes })),
    };
  });
  return { applications: list, total };
}

/** One file of an application to the company's job; "withdrawn" once the seeker has withdrawn it. */
export async function applicationFileFor(
  db: Db,
  query: { applicationId: number; fileId: number; company: string },
) {
  const [row] = await db
    .select({ status: applications.status, company: jobs.company })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, query.applicationId));
  if (!row) return "missing";
  if (!sameCompany(row.company, query.company)) return "other-company";
  if (isWithdrawn(row.status)) return "withdrawn";
  const [file] = await db
    .select(storedFileColumns)
    .from(applicationFiles)
    .where(
      and(eq(applicationFiles.id, query.fileId), eq(applicationFiles.applicationId, query.applicationId)),
    );
  return file ?? "missing";
}
