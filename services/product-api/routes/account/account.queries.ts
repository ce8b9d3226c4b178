import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  applicationFiles,
  applications,
  fileDeletions,
  jobAlertSentJobs,
  jobAlerts,
  jobReports,
  jobs,
  savedJobs,
  users,
} from "../../db/schema";
import { applicationTimeline } from "../applications/applications.queries";
import { reporterKey } from "../reports/reports.queries";
import { loadLicenses } from "../users/users.queries";
import { phoneExport } from "../../notify/phone/phone-export";
import type { MyData } from "./account.schemas";

type UserRow = typeof users.$inferSelect;

const iso = (date: Date) => date.toISOString();
const jobRef = { id: jobs.id, title: jobs.title, company: jobs.company, location: jobs.location };

export async function loadMyData(db: Db, user: UserRow): Promise<MyData> {
  const [licenses, applicationRows, files, saved, alerts, sent, reports, phone] = await Promise.all([
    loadLicenses(db, user.id),
    db
      .select({
        id: applications.id,
        status: applications.status,
        coverLetter: applications.coverLetter,
        createdAt: applications.createdAt,
        job: jobRef,
        timeline: applicationTimeline,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.userId, user.id))
      .orderBy(desc(applications.createdAt), desc(applications.id)),
    db
      .select({
        id: applicationFiles.id,
        applicationId: applicationFiles.applicationId,
        kind: applicationFiles.kind,
        fileName: applicationFiles.originalName,
        contentType: applicationFiles.contentType,
        sizeBytes: applicationFiles.sizeBytes,
        uploadedAt: applicationFiles.createdAt,
      })
      .from(applicationFiles)
      .innerJoin(applications, eq(applications.id, applicationFiles.applicationId))
      .where(eq(applications.userId, user.id))
      .orderBy(asc(applicationFiles.id)),
    db
      .select({ savedAt: savedJobs.createdAt, job: jobRef })
      .from(savedJobs)
      .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
      .where(eq(savedJobs.userId, user.id))
      .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId)),
    db
      .select()
      .from(jobAlerts)
      .where(eq(jobAlerts.userId, user.id))
      .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id)),
    db
      .select({
        alertId: jobAlertSentJobs.alertId,
        jobId: jobAlertSentJobs.jobId,
        sentAt: jobAlertSentJobs.sentAt,
      })
      .from(jobAlertSentJobs)
      .innerJoin(jobAlerts, eq(jobAlerts.id, jobAlertSentJobs.alertId))
      .where(eq(jobAlerts.userId, user.id))
      .orderBy(asc(jobAlertSentJobs.sentAt), asc(jobAlertSentJobs.jobId)),
    db
      .select()
      .from(jobReports)
      .where(eq(jobReports.reporter, reporterKey(user.id)))
      .orderBy(desc(jobReports.createdAt), desc(jobReports.id)),
    phoneExport(db, user.id),
  ]);
  return {
    exportedAt: iso(new Date()),
    profile: { ...user, createdAt: iso(user.createdAt), updatedAt: iso(user.updatedAt) },
    professionalLicenses: licenses,
    applications: applicationRows.map((a) => ({
      ...a,
      createdAt: iso(a.createdAt),
      files: files
        .filter((f) => f.applicationId === a.id)
        .map((f) => ({
          id: f.id,
          kind: f.kind,
          fileName: f.fileName,
          contentType: f.contentType,
          sizeBytes: f.sizeBytes,
          uploadedAt: iso(f.uploadedAt),
        })),
    })),
    savedJobs: saved.map((s) => ({ savedAt: iso(s.savedAt), job: s.job })),
    jobAlerts: alerts.map((a) => ({
      id: a.id,
      query: a.query,
      filters: a.filters as Record<string, unknown>,
      frequency: a.frequency,
      paused: a.paused,
      createdAt: iso(a.createdAt),
      lastDigestAt: a.lastDigestAt ? iso(a.lastDigestAt) : null,
      sentJobs: sent
        .filter((j) => j.alertId === a.id)
        .map((j) => ({ jobId: j.jobId, sentAt: iso(j.sentAt) })),
    })),
    jobReports: reports.map((r) => ({
      jobId: r.jobId,
      reason: r.reason,
      details: r.details,
      createdAt: iso(r.createdAt),
    })),
    phone,
  };
}

/**
 * Deletes the user's rows in one transaction and returns the storage keys of their files, which
 * are listed in file_deletions in the same transaction (removed from the store after it commits).
 * Licenses, applications and their file rows, saved jobs, alerts and the phone number (with any
 * code waiting for it) cascade from the user row.
 * Their reports stay, so a job reported by several people stays under caution, but are cut loose:
 * a random reporter instead of the hash of their id, and no free-text details.
 */
export async function deleteAccount(db: Db, userId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    // Locked first: an application being written for this user waits, then fails on its foreign
    // key, so no file row appears after the keys below were read.
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    await tx
      .update(jobReports)
      .set({ reporter: sql`'deleted:' || gen_random_uuid()`, details: null })
      .where(eq(jobReports.reporter, reporterKey(userId)));
    if (!user) return [];
    const files = await tx
      .select({ storageKey: applicationFiles.storageKey })
      .from(applicationFiles)
      .innerJoin(applications, eq(applications.id, applicationFiles.applicationId))
      .where(eq(applications.userId, userId));
    if (files.length) await tx.insert(fileDeletions).values(files).onConflictDoNothing();
    await tx.delete(users).where(eq(users.id, userId));
    return files.map((f) => f.storageKey);
  });
}
