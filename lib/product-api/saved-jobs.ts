import { z } from "zod";
import { isApiError } from "./errors";
import { resolvePagination } from "./pagination";
import { applicationJobSchema, applicationSchema } from "./normalize";
import type { Application, JobMarks, Paging, SavedJob } from "./types";

// Saved jobs and the seeker's marks on jobs (applied, saved): the product API's routes/saved-jobs.

export type { SavedJob };

export interface SavedJobPage {
  savedJobs: SavedJob[];
  pagination: Paging;
}

const savedJobSchema: z.ZodType<SavedJob> = z.object({
  savedAt: z.string(),
  closed: z.boolean(),
  job: applicationJobSchema,
});

const savedJobPageSchema = z.object({
  savedJobs: z.array(savedJobSchema),
  totalCount: z.number().int().min(0).optional(),
  totalPages: z.number().int().min(0).optional(),
  page: z.number().int().min(1).optional(),
  pageSize: z.number().int().min(1).optional(),
});

const jobMarksSchema: z.ZodType<JobMarks> = z.object({
  applied: z.array(
    z.object({ jobId: z.number().int(), applicationId: z.number().int(), appliedAt: z.string() }),
  ),
  saved: z.array(z.object({ jobId: z.number().int(), savedAt: z.string() })),
});

/** What these calls need of the client (client.ts): one round trip, and a body checked against a schema. */
export interface ProductApiHttp {
  call(
    method: string,
    path: string,
    init?: { json?: unknown },
  ): Promise<{ response: Response; text: string }>;
  parse<T>(schema: z.ZodType<T>, text: string, what: string): T;
}

export function savedJobsCalls({ call, parse }: ProductApiHttp) {
  const savePath = (jobId: number) => `/api/v1/jobs/${jobId}/save`;
  return {
    async unsaveJob(jobId: number): Promise<void> {
      await call("DELETE", savePath(jobId));
    },
    async listSavedJobs({ page = 1, pageSize = 20 }: { page?: number; pageSize?: number } = {}) {
      const path = `/api/v1/users/me/saved-jobs?page=${page}&pageSize=${pageSize}`;
      const { response, text } = await call("GET", path);
      const body = parse(savedJobPageSchema, text, "a saved-jobs list");
      const pagination = resolvePagination({
        header: response.headers.get("x-pagination"),
        body: {
          totalCount: body.totalCount,
          totalPages: body.totalPages,
          pageNumber: body.page,
          pageSize: body.pageSize,
        },
        itemCount: body.savedJobs.length,
        requested: { page, pageSize },
        source: "GET /api/v1/users/me/saved-jobs",
      });
      return { savedJobs: body.savedJobs, pagination } satisfies SavedJobPage;
    },
    async getJobMarks(): Promise<JobMarks> {
      const { text } = await call("GET", "/api/v1/users/me/job-marks");
      return parse(jobMarksSchema, text, "job marks");
    },
    /** The token holder's application to the job, or null when they have not applied. */
    async getMyApplication(jobId: number): Promise<Application | null> {
      try {
        const { text } = await call("GET", `/api/v1/jobs/${jobId}/application`);
        return parse(applicationSchema, text, "an application");
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
  };
}
