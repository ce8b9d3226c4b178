import { z } from "@hono/zod-openapi";

import {
  CONTROL_MESSAGE,
  isCleanText,
  MAX_REPORT_DETAILS,
  REPORT_REASONS,
  type ReportReason,
} from "../../lib/limits";

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

export const ReportCreatedSchema = z
  .object({
    id: z.number().int(),
    jobId: z.number().int(),
    reason: z.enum(REPORT_REASONS),
    createdAt: z.string().openapi({ format: "date-time" }),
  })
  .openapi("ReportCreated");

export const ReportListSchema = z
  .object({
    reports: z.array(
      z.object({
        id: z.number().int(),
        reason: z.enum(REPORT_REASONS),
        details: z.string().nullable(),
        createdAt: z.string().openapi({ format: "date-time" }),
      }),
    ),
    distinctReporters: z.number().int().openapi({
      description: "People (signed-in users, or client addresses for guests) who reported the job.",
    }),
  })
  .openapi("JobReports");

export type ReportCreate = z.output<typeof ReportCreateSchema>;
