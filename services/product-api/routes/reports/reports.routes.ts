import { createRoute, z } from "@hono/zod-openapi";
import { requirePermission, requireUser, requireVerifiedEmail } from "../../lib/auth";
import { bearer, problems } from "../../lib/openapi";
import { JobIdParams } from "../jobs/jobs.schemas";
import { limitReports, REPORT_LIMIT } from "./report-limit";
import { ReportCreatedSchema, ReportCreateSchema, ReportListSchema } from "./reports.schemas";

const tags = ["Reports"];
const VERIFY_EMAIL_TO_REPORT = "Verify your email address before reporting a job. We sent you a link.";
const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });

export const create = createRoute({
  method: "post",
  path: "/jobs/{id}/reports",
  tags,
  summary: "Report a job (seekers whose email address is verified)",
  description:
    `One report per seeker per job; 403 when the access token says the caller's email address is not ` +
    `verified (email_verified=false). At most ${REPORT_LIMIT.limit} reports an hour from one client ` +
    `address. Reports from 3 distinct seekers at 3 distinct client addresses put a job under caution.`,
  security: bearer,
  middleware: [limitReports, requireUser, requireVerifiedEmail(VERIFY_EMAIL_TO_REPORT)] as const,
  request: { params: JobIdParams, body: { required: true, content: json(ReportCreateSchema) } },
  responses: {
    201: { description: "The report", content: json(ReportCreatedSchema) },
    ...problems(400, 401, 403, 404, 409, 429),
  },
});

export const list = createRoute({
  method: "get",
  path: "/jobs/{id}/reports",
  tags,
  summary: "The reports on a job (moderators and employers)",
  security: bearer,
  middleware: requirePermission("jobs:moderate", "jobs:write"),
  request: { params: JobIdParams },
  responses: {
    200: { description: "The job's reports, newest first", content: json(ReportListSchema) },
    ...problems(400, 401, 403, 404),
  },
});

export type CreateRoute = typeof create;
export type ListRoute = typeof list;
