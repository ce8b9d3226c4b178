import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../lib/app-env";
import { currentUser } from "../../lib/auth";
import { callerCompany } from "../../lib/company-access";
import { setPaginationHeader, totalPages } from "../../lib/pagination";
import { IDEMPOTENCY_KEY_HEADER } from "../../lib/idempotency-key";
import { ApiProblem } from "../../lib/problem";
import { reserveUploads, removeStoredFiles } from "../account/file-deletions";
import { ensureUser } from "../users/users.queries";
import {
  applicationWithKey,
  createApplication,
  isForeignKeyViolation,
  isUniqueViolation,
  jobStatus,
  listApplications,
  setStatusAsEmployer,
  withdrawApplication,
} from "./applications.queries";
import type {
  ApplyRoute,
  ListForJobseekerRoute,
  ListMineRoute,
  SubmitRoute,
  UpdateStatusRoute,
  WithdrawRoute,
} from "./applications.routes";
import { earlierResume, uploadedDocument, type Document } from "./application-documents";
import type { Application } from "../../contract";

const duplicate = () => new ApiProblem(409, "You have already applied for this job.");

const jobNotFound = () =>
  new ApiProblem(404, "Job not found", { detail: "This job does not exist or has been removed." });

async function requireOpenJob(c: Context<AppEnv>, jobId: number) {
  const status = await jobStatus(c.var.deps.db, jobId);
  if (status === "missing") throw jobNotFound();
  if (status === "closed") throw new ApiProblem(422, "This job is no longer accepting applications.");
}

/**
 * Lists the files' keys, stores the files, then writes the rows, crossing the keys off: a failure
 * anywhere leaves no application and removes what was stored; if the store cannot remove it now,
 * its key stays listed and a later pass removes it (routes/account/file-deletions.ts).
 * A duplicate sent with the Idempotency-Key of the stored application is a resend of it (a proxy
 * retrying after an instance died mid-request): it gets that application, not a 409.
 */
async function applyWithFiles(
  c: Context<AppEnv>,
  application: { userId: string; jobId: number; coverLetter: string | null; idempotencyKey?: string },
  documents: Document[],
) {
  const { db, storage } = c.var.deps;
  const keys = documents.map((d) => d.meta.storageKey);
  await reserveUploads(db, keys);
  try {
    for (const document of documents) await document.store(storage);
    return await createApplication(db, { ...application, files: documents.map((d) => d.meta) });
  } catch (error) {
    // Every key, stored or not: a put or copy that fails half-way may leave a partial object behind.
    await removeStoredFiles(db, storage, keys, { sweep: false });
    if (isUniqueViolation(error)) {
      const { userId, jobId, idempotencyKey } = application;
      const earlier = idempotencyKey && (await applicationWithKey(db, userId, jobId, idempotencyKey));
      if (earlier) return earlier;
      throw duplicate();
    }
    // The job was deleted while the files were being stored.
    if (isForeignKeyViolation(error)) throw jobNotFound();
    throw error;
  }
}

export const submit: RouteHandler<SubmitRoute, AppEnv> = async (c) => {
  const { jobId, resumeFile, resumeFileId, coverLetter } = c.req.valid("form");
  const documents: Document[] = [];
  if (resumeFile)
    documents.push(await uploadedDocument(resumeFile, "resume", { name: "resumeFile", what: "The resume" }));
  if (typeof coverLetter === "object")
    documents.push(
      await uploadedDocument(coverLetter, "cover_letter", { name: "coverLetter", what: "The cover letter" }),
    );
  await requireOpenJob(c, jobId);
  const { db } = c.var.deps;
  const user = await ensureUser(db, currentUser(c));
  if (resumeFileId !== undefined) documents.unshift(await earlierResume(db, user.id, resumeFileId));
  const text = typeof coverLetter === "string" && coverLetter.trim() ? coverLetter.trim() : null;
  const idempotencyKey = c.req.valid("header")[IDEMPOTENCY_KEY_HEADER];
  const application = { userId: user.id, jobId, coverLetter: text, idempotencyKey };
  return c.json(await applyWithFiles(c, application, documents), 201);
};

export const apply: RouteHandler<ApplyRoute, AppEnv> = async (c) => {
  const { jobId } = c.req.valid("param");
  const body = c.req.header("content-type")?.includes("application/json") ? c.req.valid("json") : {};
  await requireOpenJob(c, jobId);
  const user = await ensureUser(c.var.deps.db, currentUser(c));
  const idempotencyKey = c.req.valid("header")[IDEMPOTENCY_KEY_HEADER];
  const application = { userId: user.id, jobId, coverLetter: body.coverLetter || null, idempotencyKey };
  return c.json(await applyWithFiles(c, application, []), 201);
};

export const listMine: RouteHandler<ListMineRoute, AppEnv> = async (c) => {
  const { page, pageSize } = c.req.valid("query");
  const { db } = c.var.deps;
  const user = await ensureUser(db, currentUser(c));
  const { applications, total } = await listApplications(db, user.id, pageSize, (page - 1) * pageSize);
  const paging = { total, page, pageSize };
  setPaginationHeader(c, paging);
  return c.json({ applications, totalCount: total, page, pageSize, totalPages: totalPages(paging) }, 200);
};

export const listForJobseeker: RouteHandler<ListForJobseekerRoute, AppEnv> = async (c) => {
  const { jobseekerId } = c.req.valid("param");
  const { pageNumber, pageSize } = c.req.valid("query");
  const caller = currentUser(c);
  if (jobseekerId !== caller.sub)
    throw new ApiProblem(403, "Forbidden.", { detail: "You can only see your own applications." });
  const { db } = c.var.deps;
  await ensureUser(db, caller);
  const { applications, total } = await listApplications(
    db,
    caller.sub,
    pageSize,
    (pageNumber - 1) * pageSize,
  );
  setPaginationHeader(c, { total, page: pageNumber, pageSize });
  return c.json(applications, 200);
};

const applicationNotFound = () =>
  new ApiProblem(404, "Application not found", { detail: "There is no application with this id." });

export const updateStatus: RouteHandler<UpdateStatusRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const { status } = c.req.valid("json");
  const client = currentUser(c);
  const result = await setStatusAsEmployer(c.var.deps.db, {
    id,
    status,
    company: callerCompany(client),
    clientId: client.sub,
  });
  if (result === "missing") throw applicationNotFound();
  if (result === "other-company")
    throw new ApiProblem(403, "Forbidden.", {
      detail: "This application is for another company's job.",
    });
  if (result === "withdrawn")
    throw new ApiProblem(409, "The seeker has withdrawn this application.", {
      detail: "Its status can no longer change.",
    });
  if (result.changed) await notifyStatusChange(c, result.seeker, result.application);
  return c.json(result.application, 200);
};

/**
 * Tells the seeker of the employer's change on the channels they chose (notify/deliver.ts). The
 * change is stored whatever happens here: a queue that fails is logged, not the employer's error.
 * A seeker's own withdrawal tells no one: they know.
 */
async function notifyStatusChange(c: Context<AppEnv>, seeker: string, application: Application) {
  const { notifier } = c.var.deps;
  if (!notifier) return;
  const { id, job, status, timeline } = application;
  await notifier
    .notify({
      kind: "application-status",
      userId: seeker,
      // The nth entry of its timeline: one message per change, however often the call is retried.
      eventKey: `application-status:${id}:${timeline.length}`,
      path: `/applications#application-${id}-title`,
      params: { jobTitle: job.title, company: job.company, status },
    })
    .catch((error) => console.error(`[notify] application ${id}'s status change not queued:`, error));
}

export const withdraw: RouteHandler<WithdrawRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const application = await withdrawApplication(c.var.deps.db, currentUser(c).sub, id);
  if (!application) throw applicationNotFound();
  return c.json(application, 200);
};
