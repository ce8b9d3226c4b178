import { createRoute, z } from "@hono/zod-openapi";
import { requirePermission } from "../../lib/auth";
import { bearer, PaginationHeader, problems } from "../../lib/openapi";
import {
  JobCreateSchema,
  JobIdParams,
  JobListQuery,
  JobListSchema,
  JobSchema,
  JobUpdateSchema,
} from "./jobs.schemas";

const tags = ["Jobs"];
const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });
const writeJobs = requirePermission("jobs:write");
const writeDescription =
  "Needs jobs:write. A token with a `company` claim (an employer's system) writes that company's " +
  "jobs only (403 for another's). Every write goes into the moderation log, with the token's client.";

export const list = createRoute({
  method: "get",
  path: "/jobs",
  tags,
  summary: "Browse open jobs (newest first) or search them (ranked)",
  description:
    "Jobs under caution (risk flags, or reports from 3+ distinct reporters, not cleared by a review) are never listed nor counted; GET /jobs/{id} still returns them.",
  request: { query: JobListQuery },
  responses: {
    200: { description: "A page of jobs", headers: PaginationHeader, content: json(JobListSchema) },
    ...problems(400),
  },
});

export const getOne = createRoute({
  method: "get",
  path: "/jobs/{id}",
  tags,
  request: { params: JobIdParams },
  responses: { 200: { description: "The job", content: json(JobSchema) }, ...problems(400, 404) },
});

export const create = createRoute({
  method: "post",
  path: "/jobs",
  tags,
  description: writeDescription,
  security: bearer,
  middleware: writeJobs,
  request: { body: { required: true, content: json(JobCreateSchema) } },
  responses: {
    201: { description: "The created job", content: json(JobSchema) },
    ...problems(401, 403, 422),
  },
});

export const update = createRoute({
  method: "put",
  path: "/jobs/{id}",
  tags,
  description: writeDescription,
  security: bearer,
  middleware: writeJobs,
  request: { params: JobIdParams, body: { required: true, content: json(JobUpdateSchema) } },
  responses: {
    200: { description: "The updated job", content: json(JobSchema) },
    ...problems(400, 401, 403, 404, 422),
  },
});

export const remove = createRoute({
  method: "delete",
  path: "/jobs/{id}",
  tags,
  description: writeDescription,
  security: bearer,
  middleware: writeJobs,
  request: { params: JobIdParams },
  responses: { 204: { description: "Deleted" }, ...problems(400, 401, 403, 404) },
});

export type ListRoute = typeof list;
export type GetOneRoute = typeof getOne;
export type CreateRoute = typeof create;
export type UpdateRoute = typeof update;
export type RemoveRoute = typeof remove;
