/** Hourly: each pass sends what is due this period (a UTC day or ISO week) and has something new. */
export const DEFAULT_DIGEST_CRON = "0 * * * *";
