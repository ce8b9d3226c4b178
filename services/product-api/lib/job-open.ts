// When a job is open, for a job already in memory: the same rule as db/job-open.ts's jobIsOpen in SQL
// (the search index applies it to its own arrays). The web app's job and apply pages use it too.

/** The job takes applications: it has no deadline (or none that reads as a date), or it is still ahead. */
export function isJobOpen(deadline: Date | string | null | undefined, now = Date.now()): boolean {
  if (!deadline) return true;
  const time = deadline instanceof Date ? deadline.getTime() : Date.parse(deadline);
  return Number.isNaN(time) || time > now;
}
