import { createRoute, z } from "@hono/zod-openapi";
import { requireUser } from "../../lib/auth";
import { bearer, PaginationHeader, problems } from "../../lib/openapi";
import { JobIdParams } from "../applications/applications.schemas";
import {
  ApplicationSchema,
  JobMarksSchema,
  MAX_JOB_MARKS,
  SavedJobPageSchema,
  SavedJobSchema,
  SavedJobsQuery,
} from "./saved-jobs.schemas";

const tags = ["Saved jobs"];
const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });

export const save = createRoute({
  method: "post",
  path: "/jobs/{jobId}/save",
  tags,
  security: bearer,
  middleware: requireUser,
  summary: "Save a job for later (a closed job can be saved too)",
  request: { params: JobIdParams },
  responses: {
    200: { description: "Already saved", content: json(SavedJobSchema) },
    201: { description: "Saved", content: json(SavedJobSchema) },
    ...problems(400, 401, 404),
  },
});

export const unsave = createRoute({
  method: "delete",
  path: "/jobs/{jobId}/save",
  tags,
  security: bearer,
  middleware: requireUser,
  summary: "Remove a job from the caller's saved jobs",
  description:
    "Idempotent: 204 whether or not the job was saved, and for a job that no longer exists (its saves went with it).",
  request: { params: JobIdParams },
  responses: { 204: { description: "Not saved (any more)" }, ...problems(400, 401) },
});

export const listSaved = createRoute({
  method: "get",
  path: "/users/me/saved-jobs",
  tags,
  security: bearer,
  middleware: requireUser,
  summary: "The caller's saved jobs, newest saved first, closed ones marked",
  request: { query: SavedJobsQuery },
  responses: {
    200: {
      description: "One page of saved jobs",
      headers: PaginationHeader,
      content: json(SavedJobPageSchema),
    },
    ...problems(400, 401),
  },
});

export const jobMarks = createRoute({
  method: "get",
  path: "/users/me/job-marks",
  tags,
  security: bearer,
  middleware: requireUser,
  summary: "The ids of the jobs the caller applied to (with the application) and saved",
  description: `For marking job lists in one small request. Newest first, at most ${MAX_JOB_MARKS} of each.`,
  responses: {
    200: { description: "Applied and saved job ids", content: json(JobMarksSchema) },
    ...problems(401),
  },
});

export const myApplication = createRoute({
  method: "get",
  path: "/jobs/{jobId}/application",
  tags: ["Applications"],
  security: bearer,
  middleware: requireUser,
  summary: "The caller's application to this job",
  description: "404 when the caller has not applied to the job (or the job does not exist).",
  request: { params: JobIdParams },
  responses: {
    200: { description: "The caller's application", content: json(ApplicationSchema) },
    ...problems(400, 401, 404),
  },
});

export type SaveRoute = typeof save;
export type UnsaveRoute = typeof unsave;
export type ListSavedRoute = typeof listSaved;
export type JobMarksRoute = typeof jobMarks;
export type MyApplicationRoute = typeof myApplication;
