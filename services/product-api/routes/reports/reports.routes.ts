import { createRoute, z } from "@hono/zod-openapi";
import { optionalUser, requirePermission } from "../../lib/auth";
import { bearer, problems } from "../../lib/openapi";
import { JobIdParams } from "../jobs/jobs.schemas";
import { limitReports, REPORT_LIMIT } from "./report-limit";
import { ReportCreatedSchema, ReportCreateSchema, ReportListSchema } from "./reports.schemas";

const tags = ["Reports"];
const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });

export const create = createRoute({
  method: "post",
  path: "/jobs/{id}/reports",
  tags,
  summary: "Report a job (guests and signed-in seekers)",
  description:
    `One report per reporter per job: the signed-in user, else the client address. At most ${REPORT_LIMIT.limit} ` +
    `reports an hour from one client address. Reports from 3 distinct reporters put a job under caution.`,
  security: [{}, ...bearer],
  middleware: [limitReports, optionalUser] as const,
  request: { params: JobIdParams, body: { required: true, content: json(ReportCreateSchema) } },
  responses: {
    201: { description: "The report", content: json(ReportCreatedSchema) },
    ...problems(400, 401, 404, 409, 429),
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
