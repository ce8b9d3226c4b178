// TanStack Query keys of the signed-in screens. Invalidating a key invalidates every key that
// starts with it, so `user` covers the profile, the applications, the saved jobs and the files (after
// an update, a delete, an application or a save). Job lists and job pages are server-rendered, not
// queries.

export const queryKeys = {
  /** GET /api/me */
  user: ["user"] as const,
  /** Every page of GET /api/applications */
  applications: ["user", "applications"] as const,
  /** GET /api/applications */
  applicationsPage: (params: { pageNumber: number; pageSize: number }) =>
    ["user", "applications", params] as const,
  /** GET /api/me/saved-jobs */
  savedJobsPage: (page: number) => ["user", "saved-jobs", page] as const,
};
