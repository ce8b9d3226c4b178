// Saving without JavaScript: a form POSTs to /api/jobs/{id}/save, which saves the job for a signed-in
// seeker and returns to `back`, a path on this site. A guest signs in first and comes back to that page
// at the job's Save button (#save-{id}); a page never saves on its own because of an address.

const MAX_BACK = 2000;

export const saveJobPath = (jobId: number) => `/api/jobs/${jobId}/save`;

/** The id of a job's Save button on a page, and the fragment a seeker comes back to it with. */
export const saveJobAnchor = (jobId: number) => `save-${jobId}`;

/** `back` opened at the job's Save button. */
export const atSaveJob = (back: string, jobId: number) => `${back}#${saveJobAnchor(jobId)}`;

/** `value` when it is a path on this site ("/jobs?q=x"), else null: never another site ("//evil", "/\evil"). */
export function localPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_BACK || !value.startsWith("/")) return null;
  if (value.startsWith("//") || value.startsWith("/\\") || /[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}
