import { z } from "@hono/zod-openapi";
import { MAX_PAGE } from "../../lib/limits";
import { ApplicationSchema } from "../applications/applications.schemas";
import { JobSummarySchema } from "../jobs/jobs.schemas";

const int = z.coerce.number().int();

/** The most marks of each kind GET /users/me/job-marks returns (the newest); a seeker keeps far fewer. */
export const MAX_JOB_MARKS = 1000;

export const SavedJobSchema = z
  .object({ jobId: z.number().int(), saved: z.literal(true) })
  .openapi("SavedJob");

export const SavedJobsQuery = z.object({
  page: int.min(1).max(MAX_PAGE).default(1),
  pageSize: int.min(1).max(100).default(20),
});

export const SavedJobItemSchema = z
  .object({
    savedAt: z.string().openapi({ format: "date-time" }),
    /** Past its deadline: no longer taking applications. */
    closed: z.boolean(),
    job: JobSummarySchema,
  })
  .openapi("SavedJobItem");

export const SavedJobPageSchema = z
  .object({
    savedJobs: z.array(SavedJobItemSchema),
    totalCount: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
  })
  .openapi("SavedJobPage");

export const JobMarksSchema = z
  .object({
    applied: z.array(
      z.object({
        jobId: z.number().int(),
        applicationId: z.number().int(),
        appliedAt: z.string().openapi({ format: "date-time" }),
      }),
    ),
    saved: z.array(
      z.object({ jobId: z.number().int(), savedAt: z.string().openapi({ format: "date-time" }) }),
    ),
  })
  .openapi("JobMarks");

export { ApplicationSchema };
