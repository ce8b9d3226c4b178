import type { Namespace } from "@/components/i18n/pick-messages";

/**
 * What ReportJobButton, its dialog and ReportJobForm read (job.report): not the report page's own
 * title, back link and team note, which the server renders.
 */
export const REPORT_JOB_MESSAGES = [
  "job.report.button",
  "job.report.close",
  "job.report.why",
  "job.report.reasons",
  "job.report.details",
  "job.report.optional",
  "job.report.placeholder",
  "job.report.count",
  "job.report.send",
  "job.report.sending",
  "job.report.reasonRequired",
  "job.report.detailsTooLong",
  "job.report.detailsInvalid",
  "job.report.sent",
  "job.report.already",
  "job.report.failed",
  "job.report.signIn",
  "job.report.verify",
  "job.report.tooManyLater",
  "job.report.tooManyWait",
] as const satisfies readonly Namespace[];
