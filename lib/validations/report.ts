import { z } from "zod";
import { REPORT_REASONS, type ReportReason } from "@/lib/product-api/types";
import { CONTROL_MESSAGE, isCleanText, MAX_REPORT_DETAILS } from "@/services/product-api/lib/limits";

// The 'Report this job' form's rules and messages, shared by the dialog, the no-JavaScript report
// page and the route handler that forwards reports to the product API.

export { REPORT_REASONS, type ReportReason };

export { MAX_REPORT_DETAILS };

export const REASON_REQUIRED = "Choose why you are reporting this job.";
export const DETAILS_TOO_LONG = `Keep the details to ${MAX_REPORT_DETAILS} characters or fewer.`;

export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: REASON_REQUIRED }),
  details: z
    .string({ error: "The details must be text." })
    .trim()
    .max(MAX_REPORT_DETAILS, { error: DETAILS_TOO_LONG })
    .refine((text) => isCleanText(text, true), { error: CONTROL_MESSAGE })
    .optional()
    .transform((text) => text || undefined),
});

/** The fields of a submitted report form (the dialog, or the plain form without JavaScript). */
export function reportFields(form: FormData | URLSearchParams): Record<string, string | undefined> {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return { reason: field("reason"), details: field("details") };
}

// What the reporter reads after sending: the same words in the dialog and on the plain page.
export const REPORT_SENT = "Thanks — we'll review this job.";
export const ALREADY_REPORTED = "You have already reported this job. Thanks — we'll review it.";
export const REPORT_FAILED = "We could not send your report. Please try again in a moment.";

/** The answer to a 429: how long to wait, in whole minutes (at least one). */
export function tooManyReports(retryAfterSeconds?: number | null): string {
  if (!retryAfterSeconds || !Number.isFinite(retryAfterSeconds)) {
    return "Too many reports from your connection. Try again later.";
  }
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many reports from your connection. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
