import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env";
import { clientAddress } from "../../lib/client-address";
import { ApiProblem } from "../../lib/problem";
import { jobsChanged } from "../jobs/jobs-changed";
import { jobNotFound } from "../jobs/jobs.handlers";
import { findJob } from "../jobs/jobs.queries";
import { currentUser } from "../../lib/auth";
import { addressKey, insertReport, listReports, reporterKey } from "./reports.queries";
import type { CreateRoute, ListRoute } from "./reports.routes";
import type { ReportReason } from "./reports.schemas";

export const create: RouteHandler<CreateRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const input = c.req.valid("json");
  const { db, trustedProxies } = c.var.deps;
  const before = await findJob(db, id);
  if (!before) throw jobNotFound();
  const report = await insertReport(
    db,
    id,
    { reporter: reporterKey(currentUser(c).sub), address: addressKey(clientAddress(c, trustedProxies)) },
    input,
  );
  if (!report) {
    throw new ApiProblem(409, "You have already reported this job.", {
      detail: "Thank you: one report per person is enough for us to look at it.",
    });
  }
  // The third reporter takes the job off the lists: the index and cached pages learn it now.
  const after = await findJob(db, id);
  if (after && after.caution !== before.caution) await jobsChanged(c, [id]);
  return c.json(
    {
      id: report.id,
      jobId: report.jobId,
      reason: report.reason as ReportReason,
      createdAt: report.createdAt.toISOString(),
    },
    201,
  );
};

export const list: RouteHandler<ListRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const { db } = c.var.deps;
  if (!(await findJob(db, id))) throw jobNotFound();
  const { reports, distinctReporters } = await listReports(db, id);
  return c.json(
    {
      reports: reports.map((report) => ({
        id: report.id,
        reason: report.reason as ReportReason,
        details: report.details,
        createdAt: report.createdAt.toISOString(),
      })),
      distinctReporters,
    },
    200,
  );
};
