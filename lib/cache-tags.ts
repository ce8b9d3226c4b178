export const JOBS_TAG = "jobs";
export const jobTag = (id: number | string) => `job:${id}`;
