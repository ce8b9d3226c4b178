import { randomUUID } from "node:crypto";
import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../lib/app-env";
import { currentUser } from "../../lib/auth";
import { cleanFileName } from "../../lib/limits";
import { setPaginationHeader, totalPages } from "../../lib/pagination";
import { ApiProblem } from "../../lib/problem";
import { ensureUser } from "../users/users.queries";
import {
  createApplication,
  isUniqueViolation,
  jobStatus,
  listApplications,
  type StoredFile,
} from "./applications.queries";
import type {
  ApplyRoute,
  ListForJobseekerRoute,
  ListMineRoute,
  SubmitRoute,
} from "./applications.routes";
import { MAX_UPLOAD_BYTES } from "./applications.schemas";
import { sniffDocument } from "./file-sniff";

const duplicate = () => new ApiProblem(409, "You have already applied for this job.");

async function requireOpenJob(c: Context<AppEnv>, jobId: number) {
  const status = await jobStatus(c.var.deps.db, jobId);
  if (status === "missing")
    throw new ApiProblem(404, "Job not found", { detail: "This job does not exist or has been removed." });
  if (status === "closed") throw new ApiProblem(422, "This job is no longer accepting applications.");
}

async function readDocument(file: File, kind: StoredFile["kind"], field: string) {
  if (file.size > MAX_UPLOAD_BYTES)
    throw new ApiProblem(413, "The upload is too large.", { detail: `${field} is larger than 5 MB.` });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffDocument(bytes);
  if (!type)
    throw new ApiProblem(415, "Unsupported file type.", {
      detail: `${field} must be a PDF, DOC, DOCX or RTF document.`,
    });
  const meta = {
    kind,
    storageKey: randomUUID(),
    originalName: cleanFileName(file.name),
    contentType: type.contentType,
    sizeBytes: bytes.length,
  };
  return { bytes, meta };
}

/** Stores the files, then writes the rows; if the rows cannot be written the files are removed again. */
async function applyWithFiles(
  c: Context<AppEnv>,
  jobId: number,
  coverLetter: string | null,
  documents: Awaited<ReturnType<typeof readDocument>>[],
) {
  const { db, storage } = c.var.deps;
  const user = await ensureUser(db, currentUser(c));
  const stored: string[] = [];
  try {
    for (const { bytes, meta } of documents) {
      await storage.put(meta.storageKey, bytes, {
        contentType: meta.contentType,
        originalName: meta.originalName,
      });
      stored.push(meta.storageKey);
    }
    return await createApplication(db, {
      userId: user.id,
      jobId,
      coverLetter,
      files: documents.map((d) => d.meta),
    });
  } catch (error) {
    await Promise.allSettled(stored.map((key) => storage.delete(key)));
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export const submit: RouteHandler<SubmitRoute, AppEnv> = async (c) => {
  const { jobId, resumeFile, coverLetter } = c.req.valid("form");
  const documents = [await readDocument(resumeFile, "resume", "The resume")];
  if (typeof coverLetter === "object")
    documents.push(await readDocument(coverLetter, "cover_letter", "The cover letter"));
  await requireOpenJob(c, jobId);
  const text = typeof coverLetter === "string" && coverLetter.trim() ? coverLetter.trim() : null;
  return c.json(await applyWithFiles(c, jobId, text, documents), 201);
};

export const apply: RouteHandler<ApplyRoute, AppEnv> = async (c) => {
  const { jobId } = c.req.valid("param");
  const body = c.req.header("content-type")?.includes("application/json") ? c.req.valid("json") : {};
  await requireOpenJob(c, jobId);
  return c.json(await applyWithFiles(c, jobId, body.coverLetter || null, []), 201);
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
