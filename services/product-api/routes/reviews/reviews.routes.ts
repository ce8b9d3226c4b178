import { createRoute, z } from "@hono/zod-openapi";
import { requirePermission } from "../../lib/auth";
import { bearer, problems } from "../../lib/openapi";
import { JobIdParams, JobSchema } from "../jobs/jobs.schemas";
import { ReviewSchema } from "./reviews.schemas";

const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });

export const create = createRoute({
  method: "post",
  path: "/jobs/{id}/review",
  tags: ["Reports"],
  summary: "A moderator's decision on a job: clear it or close it (recorded in the moderation log)",
  security: bearer,
  middleware: requirePermission("jobs:moderate"),
  request: { params: JobIdParams, body: { required: true, content: json(ReviewSchema) } },
  responses: {
    200: { description: "The job after the review", content: json(JobSchema) },
    ...problems(400, 401, 403, 404, 422),
  },
});

export type CreateRoute = typeof create;
