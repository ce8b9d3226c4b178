import { createRoute, z } from "@hono/zod-openapi";
import { WITHDRAWN } from "../../lib/application-status";
import { COMPANY_CLAIM, requirePermission, requireUser, requireVerifiedEmail } from "../../lib/auth";
import { DOCUMENT_HINT } from "../../lib/documents";
import { bearer, PaginationHeader, problems } from "../../lib/openapi";
import {
  ApplicationFormSchema,
  ApplicationIdParams,
  ApplicationPageSchema,
  ApplicationSchema,
  ApplyBodySchema,
  IdempotencyHeaders,
  JobIdParams,
  JobseekerApplicationsQuery,
  JobseekerParams,
  PageQuery,
  StatusUpdateSchema,
} from "./applications.schemas";
import { uploadBody } from "./upload-body";

const tags = ["Applications"];
const VERIFY_EMAIL_TO_APPLY = "Verify your email address before applying. We sent you a link.";
const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });

export const submit = createRoute({
  method: "post",
  path: "/applications",
  tags,
  security: bearer,
  // The address check comes before the upload is read.
  middleware: [requireUser, requireVerifiedEmail(VERIFY_EMAIL_TO_APPLY), uploadBody],
  summary: `Apply with a CV (${DOCUMENT_HINT}) and an optional cover letter`,
  description:
    "The CV is an upload (resumeFile) or one of the caller's earlier resumes (resumeFileId), copied on the server for this application; another seeker's file id is a 404. " +
    "403 when the access token says the caller's email address is not verified (email_verified=false).",
  request: {
    headers: IdempotencyHeaders,
    body: { required: true, content: { "multipart/form-data": { schema: ApplicationFormSchema } } },
  },
  responses: {
    201: { description: "The application, status pending", content: json(ApplicationSchema) },
    ...problems(400, 401, 403, 404, 409, 413, 415, 422),
  },
});

export const listMine = createRoute({
  method: "get",
  path: "/applications",
  tags,
  security: bearer,
  middleware: requireUser,
  request: { query: PageQuery },
  responses: {
    200: {
      description: "The caller's applications, newest first",
      headers: PaginationHeader,
      content: json(ApplicationPageSchema),
    },
    ...problems(400, 401),
  },
});

export const listForJobseeker = createRoute({
  method: "get",
  path: "/applications/jobseeker/{jobseekerId}",
  tags,
  security: bearer,
  middleware: requireUser,
  request: { params: JobseekerParams, query: JobseekerApplicationsQuery },
  responses: {
    200: {
      description: "The job seeker's applications",
      headers: PaginationHeader,
      content: json(z.array(ApplicationSchema)),
    },
    ...problems(400, 401, 403),
  },
});

export const apply = createRoute({
  method: "post",
  path: "/jobs/{jobId}/apply",
  tags,
  security: bearer,
  middleware: [requireUser, requireVerifiedEmail(VERIFY_EMAIL_TO_APPLY)],
  summary: "Apply without a file",
  request: {
    params: JobIdParams,
    headers: IdempotencyHeaders,
    body: { required: false, content: json(ApplyBodySchema) },
  },
  responses: {
    201: { description: "The application", content: json(ApplicationSchema) },
    ...problems(400, 401, 403, 404, 409, 422),
  },
});

export const updateStatus = createRoute({
  method: "patch",
  path: "/applications/{id}",
  tags,
  security: bearer,
  middleware: requirePermission("applications:write"),
  summary: "Change an application's status (an employer's system)",
  description:
    "For a machine client with the applications:write permission whose token names its company in the " +
    `'${COMPANY_CLAIM}' claim: it may change the applications to its company's jobs only (the job's company, ` +
    "compared whatever the case); another company's application is a 403. Every change is kept in the " +
    "application's timeline with its time; sending the status it already has changes nothing. " +
    `An application the seeker has withdrawn is a 409, and only the seeker sets "${WITHDRAWN}". ` +
    "A body that is not JSON is a 400; a missing, empty or too long status a 422.",
  request: {
    params: ApplicationIdParams,
    body: { required: true, content: json(StatusUpdateSchema) },
  },
  responses: {
    200: { description: "The application, with its timeline", content: json(ApplicationSchema) },
    ...problems(400, 401, 403, 404, 409, 422),
  },
});

export const withdraw = createRoute({
  method: "post",
  path: "/applications/{id}/withdraw",
  tags,
  security: bearer,
  middleware: requireUser,
  summary: "Withdraw one of the caller's applications",
  description:
    `Sets the status to "${WITHDRAWN}", kept in the timeline; final (the employer can no longer change it). ` +
    "Idempotent: withdrawing again changes nothing and answers 200. Another seeker's application is a 404.",
  request: { params: ApplicationIdParams },
  responses: {
    200: { description: "The application, with its timeline", content: json(ApplicationSchema) },
    ...problems(400, 401, 404),
  },
});

export type SubmitRoute = typeof submit;
export type ListMineRoute = typeof listMine;
export type ListForJobseekerRoute = typeof listForJobseeker;
export type ApplyRoute = typeof apply;
export type UpdateStatusRoute = typeof updateStatus;
export type WithdrawRoute = typeof withdraw;
