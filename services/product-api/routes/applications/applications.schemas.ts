import { z } from "@hono/zod-openapi";
import { applications } from "../../db/schema";
import {
  INITIAL_STATUS,
  isWithdrawn,
  MAX_STATUS_LENGTH,
  STATUS_AUTHORS,
  SUGGESTED_STATUSES,
  WITHDRAWN,
} from "../../lib/application-status";
import { DOCUMENT_KIND_LIST } from "../../lib/documents";
import { idString, text } from "../../lib/fields";
import { IDEMPOTENCY_KEY_HEADER, idempotencyKey } from "../../lib/idempotency-key";
import { LIMITS, MAX_ID, MAX_PAGE } from "../../lib/limits";
import { idParam } from "../../lib/openapi";
import { createSelectSchema, isoDateTime } from "../../lib/table-schema";
import { JobSummarySchema } from "../jobs/jobs.schemas";

const int = z.coerce.number().int();
const isFile = (value: unknown): value is File =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Blob).arrayBuffer === "function" &&
  "name" in value;
// A browser posting a form with an empty file input sends a nameless, empty file: that is "no file".
const nonEmptyFile = (value: unknown): value is File => isFile(value) && value.size > 0;
const file = (message: string) =>
  z.custom<File>(nonEmptyFile, { message }).openapi({ type: "string", format: "binary" });

const RESUME_REQUIRED = "Resume/CV is required";

export const ApplicationFormSchema = z
  .object({
    jobId: int.min(1, "jobId is required").max(MAX_ID),
    resumeFile: z
      .preprocess(
        (value) => (isFile(value) && value.size === 0 ? undefined : value),
        file(RESUME_REQUIRED).optional(),
      )
      .openapi({ type: "string", format: "binary", description: "The CV; or send resumeFileId instead" }),
    resumeFileId: idString().optional().openapi({
      type: "integer",
      description:
        "Instead of resumeFile: the id of one of the caller's earlier resumes (GET /files?kind=resume), copied for this application",
    }),
    coverLetter: z
      .preprocess(
        (value) => (isFile(value) && value.size === 0 ? undefined : value),
        z
          .union([file("Cover letter must be a file or text"), text(LIMITS.coverLetter, { multiline: true })])
          .optional(),
      )
      .openapi({ description: `A ${DOCUMENT_KIND_LIST} file, or plain text` }),
  })
  .superRefine((form, ctx) => {
    if (!form.resumeFile && form.resumeFileId === undefined)
      ctx.addIssue({ code: "custom", path: ["resumeFile"], message: RESUME_REQUIRED });
    if (form.resumeFile && form.resumeFileId !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["resumeFileId"],
        message: "Send either a resume file or the id of an earlier one, not both",
      });
  })
  .openapi("ApplicationForm");

export const ApplyBodySchema = z
  .object({ coverLetter: text(LIMITS.coverLetter, { multiline: true }).optional() })
  .openapi("ApplyToJob");

export const IdempotencyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKey().openapi({
    description:
      "Optional, 1–128 characters of [A-Za-z0-9._:-], one per application attempt. Sent again with the same key " +
      "after the first attempt stored the application, the request answers 201 with that application instead of 409.",
    example: "3f1c2a9e-8b7d-4c1e-9f6a-2d5b7e8c9a01",
  }),
});

export const JobIdParams = z.object({ jobId: idParam("jobId") });

export const JobseekerParams = z.object({
  jobseekerId: z
    .string()
    .min(1)
    .max(255)
    .openapi({ param: { name: "jobseekerId", in: "path" } }),
});

export const PageQuery = z.object({
  page: int.min(1).max(MAX_PAGE).default(1),
  pageSize: int.min(1).max(100).default(10),
});

export const JobseekerApplicationsQuery = z.object({
  pageNumber: int.min(1).max(MAX_PAGE).default(1),
  pageSize: int.min(1).max(100).default(10),
});

const SUGGESTED = SUGGESTED_STATUSES.map((s) => `"${s}"`).join(", ");

export const TimelineEntrySchema = z
  .object({
    status: z.string().openapi({ example: "Shortlisted" }),
    at: isoDateTime,
    by: z.enum(STATUS_AUTHORS).openapi({
      description: "Who set it: the seeker (applying, withdrawing) or the employer's client",
    }),
  })
  .openapi("ApplicationTimelineEntry");

export const ApplicationSchema = createSelectSchema(applications, {
  status: (s) =>
    s.openapi({
      example: INITIAL_STATUS,
      description: `The current status: a free string, "${INITIAL_STATUS}" when the seeker applies. Suggested values: ${SUGGESTED}.`,
    }),
  createdAt: isoDateTime,
})
  .pick({ id: true, status: true, createdAt: true })
  .extend({
    job: JobSummarySchema,
    timeline: z.array(TimelineEntrySchema).openapi({
      description:
        "Every status the application has had, oldest first, with its time; the first entry is the application itself.",
    }),
  })
  .openapi("Application");

export const ApplicationIdParams = z.object({ id: idParam("id") });

export const StatusUpdateSchema = z
  .object({
    status: text(MAX_STATUS_LENGTH)
      .min(1, "Give the new status")
      .refine((status) => !isWithdrawn(status), {
        message: `Only the seeker can set "${WITHDRAWN}" (POST /applications/{id}/withdraw)`,
      })
      .openapi({
        description: `1–${MAX_STATUS_LENGTH} characters. Suggested values: ${SUGGESTED_STATUSES.filter(
          (s) => s !== WITHDRAWN,
        )
          .map((s) => `"${s}"`)
          .join(", ")}.`,
        example: "Shortlisted",
      }),
  })
  .openapi("ApplicationStatusUpdate");

/** A page of applications with its counts. */
const applicationPage = <T extends z.ZodType>(item: T) =>
  z.object({
    applications: z.array(item),
    totalCount: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
  });

export const ApplicationPageSchema = applicationPage(ApplicationSchema).openapi("ApplicationPage");

export const ApplicationFileParams = z.object({ id: idParam("id"), fileId: idParam("fileId") });

const SharedFileSchema = z
  .object({
    id: z.number().int(),
    kind: z
      .enum(["resume", "cover_letter"])
      .openapi({ description: "The CV, or a cover letter sent as a file" }),
    name: z.string().openapi({ example: "Amara_Okafor_CV.pdf" }),
    contentType: z.string().openapi({ example: "application/pdf" }),
    sizeBytes: z.number().int(),
  })
  .openapi("ApplicationFile");

/** An application as the job's employer sees it: the applicant and what they sent. */
const EmployerApplicationSchema = ApplicationSchema.omit({ job: true })
  .extend({
    jobId: z.number().int(),
    applicant: z
      .object({ name: z.string(), email: z.string().nullable() })
      .openapi({ description: "The seeker's name and the e-mail address of their account" }),
    coverLetter: z.string().nullable().openapi({ description: "The cover letter typed in the form, if any" }),
    files: z.array(SharedFileSchema).openapi({
      description:
        "The CV and any cover letter file: GET /applications/{id}/files/{fileId}. Empty once the seeker has withdrawn.",
    }),
  })
  .openapi("EmployerApplication");

export const EmployerApplicationPageSchema =
  applicationPage(EmployerApplicationSchema).openapi("EmployerApplicationPage");
