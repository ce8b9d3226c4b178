import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env";
import { currentUser } from "../../lib/auth";
import { callerCompany } from "../../lib/company-access";
import { setPaginationHeader, totalPages } from "../../lib/pagination";
import { ApiProblem } from "../../lib/problem";
import { sendStoredFile } from "../files/send-file";
import { applicationFileFor, applicationsForJob } from "./employer.queries";
import type { DownloadFileRoute, ListForJobRoute } from "./employer.routes";

export const listForJob: RouteHandler<ListForJobRoute, AppEnv> = async (c) => {
  const { jobId } = c.req.valid("param");
  const { page, pageSize } = c.req.valid("query");
  const result = await applicationsForJob(c.var.deps.db, {
    jobId,
    company: callerCompany(currentUser(c)),
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  if (result === "missing")
    throw new ApiProblem(404, "Job not found", { detail: "There is no job with this id." });
  if (result === "other-company")
    throw new ApiProblem(403, "Forbidden.", { detail: "This job belongs to another company." });
  const paging = { total: result.total, page, pageSize };
  setPaginationHeader(c, paging);
  return c.json(
    {
      applications: result.applications,
      totalCount: result.total,
      page,
      pageSize,
      totalPages: totalPages(paging),
    },
    200,
  );
};

const fileNotFound = () =>
  new ApiProblem(404, "File not found", { detail: "This application has no file with this id." });

export const downloadFile: RouteHandler<DownloadFileRoute, AppEnv> = async (c) => {
  const { id, fileId } = c.req.valid("param");
  const file = await applicationFileFor(c.var.deps.db, {
    applicationId: id,
    fileId,
    company: callerCompany(currentUser(c)),
  });
  if (file === "missing") throw fileNotFound();
  if (file === "other-company")
    throw new ApiProblem(403, "Forbidden.", { detail: "This application is for another company's job." });
  if (file === "withdrawn")
    throw new ApiProblem(410, "The seeker has withdrawn this application.", {
      detail: "Its files are no longer shared.",
    });
  return sendStoredFile(c, file, fileNotFound);
};
