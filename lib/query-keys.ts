// TanStack Query keys of the signed-in screens. Invalidating a key invalidates every key that
// starts with it, so `user` covers the profile and the applications (spec §4: after update,
// delete, apply or save, the jobs and user queries are invalidated).

export const queryKeys = {
  jobs: ["jobs"] as const,
  job: (id: number | string) => ["jobs", String(id)] as const,
  /** GET /api/me */
  user: ["user"] as const,
  /** GET /api/applications */
  applications: ["user", "applications"] as const,
  applicationsPage: (params: { pageNumber: number; pageSize: number }) =>
    ["user", "applications", params] as const,
  /** GET /api/me/saved-jobs */
  savedJobs: ["user", "saved-jobs"] as const,
  savedJobsPage: (page: number) => ["user", "saved-jobs", page] as const,
};
