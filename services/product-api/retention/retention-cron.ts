/** Daily at 03:30 UTC: applications cross the line at most a day late. */
export const DEFAULT_RETENTION_CRON = "30 3 * * *";
