/** Hourly, at ten past: off the hour, when the job-alert digests run. */
export const DEFAULT_IMPORT_CRON = "10 * * * *";
