// The save link that works without JavaScript: GET /api/jobs/{id}/save saves the job for a signed-in
// seeker (a guest signs in first and comes back to it) and returns to `back`, a path on this site.

const MAX_BACK = 2000;

export const saveJobHref = (jobId: number, back?: string) =>
  `/api/jobs/${jobId}/save${back ? `?${new URLSearchParams({ back })}` : ""}`;

/** `value` when it is a path on this site ("/jobs?q=x"), else null: never another site ("//evil", "/\evil"). */
export function localPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_BACK || !value.startsWith("/")) return null;
  if (value.startsWith("//") || value.startsWith("/\\") || /[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}
