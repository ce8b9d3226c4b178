// Which requests through the /api/v1 mount change public job pages. Applying to or saving a job
// does not change the job, so it leaves the cached pages alone.

export type JobWrite = { jobId: string } | { created: true };

export function jobWriteOf(method: string, pathname: string): JobWrite | null {
  const match = /^\/api\/v1\/jobs(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!match) return null;
  const [, jobId] = match;
  if (!jobId) return method === "POST" ? { created: true } : null;
  return ["PUT", "PATCH", "DELETE"].includes(method) ? { jobId: decodeURIComponent(jobId) } : null;
}
