import { z } from "@hono/zod-openapi";
import { jobReports } from "../../db/schema";
import {
  CONTROL_MESSAGE,
  isCleanText,
  MAX_REPORT_DETAILS,
  REPORT_REASONS,
  type ReportReason,
} from "../../lib/limits";
import { createSelectSchema, isoDateTime } from "../../lib/table-schema";

export type { ReportReason };

export const ReportCreateSchema = z
  .object({
    reason: z.enum(REPORT_REASONS).openapi({
      description:
        "asks-for-money, fake-company (or impersonation), misleading (details), discriminatory, other.",
    }),
    details: z
      .string()
      .trim()
      .max(MAX_REPORT_DETAILS)
      .refine((v) => isCleanText(v, true), CONTROL_MESSAGE)
      .optional()
      .openapi({
        description: `What is wrong, in the reporter's words (at most ${MAX_REPORT_DETAILS} characters).`,
      }),
  })
  .openapi("ReportInput");

const ReportColumnsSchema = createSelectSchema(jobReports, {
  reason: z.enum(REPORT_REASONS),
  createdAt: isoDateTime,
});

export const ReportCreatedSchema = ReportColumnsSchema.pick({
  id: true,
  jobId: true,
  reason: true,
  createdAt: true,
}).openapi("ReportCreated");

export const ReportListSchema = z
  .object({
    reports: z.array(ReportColumnsSchema.pick({ id: true, reason: true, details: true, createdAt: true })),
    distinctReporters: z.number().int().openapi({
      description: "People (signed-in users, or client addresses for guests) who reported the job.",
    }),
  })
  .openapi("JobReports");

export type ReportCreate = z.output<typeof ReportCreateSchema>;
