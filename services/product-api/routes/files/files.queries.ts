import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { applicationFiles, applications, jobs } from "../../db/schema";
import { documentFileName } from "../../lib/document-names";
import type { SeekerFile } from "./files.schemas";

type Kind = SeekerFile["kind"];

// Every file reaches its owner through its application: a file of someone else's application is
// never found, so "not yours" and "not there" are one answer.
const owned = (userId: string, ...more: (SQL | undefined)[]) => and(eq(applications.userId, userId), ...more);

/** One page of the seeker's files, newest first, with the application and job each went with. */
export async function listFiles(
  db: Db,
  userId: string,
  kind: Kind | undefined,
  limit: number,
  offset: number,
) {
  const where = owned(userId, kind ? eq(applicationFiles.kind, kind) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: applicationFiles.id,
        kind: applicationFiles.kind,
        fileName: applicationFiles.originalName,
        contentType: applicationFiles.contentType,
        sizeBytes: applicationFiles.sizeBytes,
        createdAt: applicationFiles.createdAt,
        applicationId: applications.id,
        appliedAt: applications.createdAt,
        jobId: jobs.id,
        jobTitle: jobs.title,
        company: jobs.company,
      })
      .from(applicationFiles)
      .innerJoin(applications, eq(applications.id, applicationFiles.applicationId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(where)
      .orderBy(desc(applicationFiles.createdAt), desc(applicationFiles.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(applicationFiles)
      .innerJoin(applications, eq(applications.id, applicationFiles.applicationId))
      .where(where),
  ]);
  const files: SeekerFile[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    fileName: documentFileName(row.fileName, row.contentType),
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    application: {
      id: row.applicationId,
      createdAt: row.appliedAt.toISOString(),
      job: { id: row.jobId, title: row.jobTitle, company: row.company },
    },
  }));
  return { files, total };
}

/** A file's row with where its bytes are kept (send-file.ts sends them). */
export const storedFileColumns = {
  id: applicationFiles.id,
  kind: applicationFiles.kind,
  storageKey: applicationFiles.storageKey,
  originalName: applicationFiles.originalName,
  contentType: applicationFiles.contentType,
  sizeBytes: applicationFiles.sizeBytes,
};

/** The seeker's own file by id (of the given kind), with where its bytes are kept; undefined otherwise. */
export async function findOwnFile(db: Db, userId: string, fileId: number, kind?: Kind) {
  const [row] = await db
    .select(storedFileColumns)
    .from(applicationFiles)
    .innerJoin(applications, eq(applications.id, applicationFiles.applicationId))
    .where(
      owned(userId, eq(applicationFiles.id, fileId), kind ? eq(applicationFiles.kind, kind) : undefined),
    );
  return row && { ...row, originalName: documentFileName(row.originalName, row.contentType) };
}
