import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env";
import { currentUser } from "../../lib/auth";
import { jobsChanged } from "../jobs/jobs-changed";
import { jobNotFound } from "../jobs/jobs.handlers";
import { toJob } from "../jobs/jobs.queries";
import { decideJob } from "../moderation/moderation.queries";
import type { CreateRoute } from "./reviews.routes";

export const create: RouteHandler<CreateRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const { decision, note = "" } = c.req.valid("json");
  const row = await decideJob(c.var.deps.db, id, decision, currentUser(c), note);
  if (!row) throw jobNotFound();
  await jobsChanged(c, [id]);
  return c.json(toJob(row), 200);
};
