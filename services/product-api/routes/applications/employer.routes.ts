import { createRoute, z } from "@hono/zod-openapi";
import { COMPANY_CLAIM, requirePermission } from "../../lib/auth";
import { bearer, PaginationHeader, problems } from "../../lib/openapi";
import {
  ApplicationFileParams,
  EmployerApplicationPageSchema,
  PageQuery,
  JobIdParams,
} from "./applications.schemas";

// An employer's system reads the applications to its company's jobs (employer.queries.ts).

const tags = ["Applications"];
const READ = requirePermission("applications:read", "applications:write");
const FOR_ITS_COMPANY =
  "For a machine client with the applications:read (or applications:write) permission whose token " +
  `names its company in the '${COMPANY_CLAIM}' claim: the applications to its company's jobs only (the ` +
  "job's company, compared whatever the case); another company's job is a 403.";

export const listForJob = createRoute({
  method: "get",
  path: "/jobs/{jobId}/applications",
  tags,
  security: bearer,
  middleware: READ,
  summary: "The applications to one of the company's jobs (an employer's system)",
  description: `${FOR_ITS_COMPANY} Newest first, with the applicant, the cover letter, the files and the timeline. A withdrawn application keeps its status and timeline and shares no cover letter or file.`,
  request: { params: JobIdParams, query: PageQuery },
  responses: {
    200: {
      description: "A page of the job's applications",
      headers: PaginationHeader,
      content: { "application/json": { schema: EmployerApplicationPageSchema } },
    },
    ...problems(400, 401, 403, 404),
  },
});

export const downloadFile = createRoute({
  method: "get",
  path: "/applications/{id}/files/{fileId}",
  tags,
  security: bearer,
  middleware: READ,
  summary: "Download an application's CV or cover letter (an employer's system)",
  description: `${FOR_ITS_COMPANY} A file of a withdrawn application is a 410.`,
  request: { params: ApplicationFileParams },
  responses: {
    200: {
      description: "The file as the seeker uploaded it",
      content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...problems(400, 401, 403, 404, 410),
  },
});

export type ListForJobRoute = typeof listForJob;
export type DownloadFileRoute = typeof downloadFile;
