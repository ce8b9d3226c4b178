import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env";
import { currentUser } from "../../lib/auth";
import { setPaginationHeader, totalPages } from "../../lib/pagination";
import { ApiProblem } from "../../lib/problem";
import { jobStatus } from "../applications/applications.queries";
import { ensureUser } from "../users/users.queries";
import {
  applicationFor,
  jobMarks as readJobMarks,
  listSavedJobs,
  saveJob,
  unsaveJob,
} from "./saved-jobs.queries";
import type {
  JobMarksRoute,
  ListSavedRoute,
  MyApplicationRoute,
  SaveRoute,
  UnsaveRoute,
} from "./saved-jobs.routes";

export const save: RouteHandler<SaveRoute, AppEnv> = async (c) => {
  const { jobId } = c.req.valid("param");
  const { db } = c.var.deps;
  if ((await jobStatus(db, jobId)) === "missing")
    throw new ApiProblem(404, "Job not found", { detail: "This job does not exist or has been removed." });
  const user = await ensureUser(db, currentUser(c));
  const created = await saveJob(db, user.id, jobId);
  return c.json({ jobId, saved: true as const }, created ? 201 : 200);
};

export const unsave: RouteHandler<UnsaveRoute, AppEnv> = async (c) => {
  const { jobId } = c.req.valid("param");
  // No user row means nothing saved: a first-time caller is not created just to delete nothing.
  await unsaveJob(c.var.deps.db, currentUser(c).sub, jobId);
  return c.body(null, 204);
};

export const listSaved: RouteHandler<ListSavedRoute, AppEnv> = async (c) => {
  const { page, pageSize } = c.req.valid("query");
  const { savedJobs, total } = await listSavedJobs(
    c.var.deps.db,
    currentUser(c).sub,
    pageSize,
    (page - 1) * pageSize,
  );
  const paging = { total, page, pageSize };
  setPaginationHeader(c, paging);
  return c.json({ savedJobs, totalCount: total, page, pageSize, totalPages: totalPages(paging) }, 200);
};

export const jobMarks: RouteHandler<JobMarksRoute, AppEnv> = async (c) =>
  c.json(await readJobMarks(c.var.deps.db, currentUser(c).sub), 200);

export const myApplication: RouteHandler<MyApplicationRoute, AppEnv> = async (c) => {
  const { jobId } = c.req.valid("param");
  const application = await applicationFor(c.var.deps.db, currentUser(c).sub, jobId);
  if (!application)
    throw new ApiProblem(404, "No application", { detail: "You have not applied for this job." });
  return c.json(application, 200);
};
