import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env";
import { jobsChanged } from "../jobs/jobs-changed";
import { jobNotFound } from "../jobs/jobs.handlers";
import { markReviewed, toJob } from "../jobs/jobs.queries";
import type { CreateRoute } from "./reviews.routes";

export const create: RouteHandler<CreateRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  // "clear" is the only decision so far: the job's reports and flags up to now are dealt with.
  const row = await markReviewed(c.var.deps.db, id);
  if (!row) throw jobNotFound();
  await jobsChanged(c, [id]);
  return c.json(toJob(row), 200);
};
