import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env";
import { currentUser } from "../../lib/auth";
import { ApiProblem } from "../../lib/problem";
import { jobsChanged } from "../jobs/jobs-changed";
import {
  listCompanies,
  listDecisions,
  listEmployerClients,
  listQueue,
  setVerification,
} from "./moderation.queries";
import type { ClientsRoute, CompaniesRoute, LogRoute, QueueRoute, VerifyRoute } from "./moderation.routes";

export const queue: RouteHandler<QueueRoute, AppEnv> = async (c) =>
  c.json({ jobs: await listQueue(c.var.deps.db) }, 200);

export const companies: RouteHandler<CompaniesRoute, AppEnv> = async (c) =>
  c.json({ companies: await listCompanies(c.var.deps.db, c.req.valid("query").q || undefined) }, 200);

export const verify: RouteHandler<VerifyRoute, AppEnv> = async (c) => {
  const { company, verified, note = "" } = c.req.valid("json");
  const done = await setVerification(c.var.deps.db, company, verified, currentUser(c), note);
  if (!done)
    throw new ApiProblem(404, "No such employer.", { detail: "No company and no job carries this name." });
  // Every job of the employer shows the badge, or stops showing it.
  await jobsChanged(c, done.jobIds);
  return c.json(done.company, 200);
};

export const clients: RouteHandler<ClientsRoute, AppEnv> = async (c) =>
  c.json({ clients: await listEmployerClients(c.var.deps.db) }, 200);

export const log: RouteHandler<LogRoute, AppEnv> = async (c) =>
  c.json({ decisions: await listDecisions(c.var.deps.db) }, 200);
