import type { APIRequestContext } from "@playwright/test";

import { ports } from "./slot";

export const brokenBaseURL = `http://localhost:${ports.broken}`;

export interface ApiJob {
  id: number;
  title: string;
  company: string;
  location: string;
  deadline: string | null;
  remoteOption: number;
}

/** Jobs straight from the real product API, to know what the pages should show. */
export async function apiJobs(request: APIRequestContext, query: Record<string, string | number> = {}) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await request.get(`/api/v1/jobs?${params}`);
  if (!res.ok()) throw new Error(`GET /api/v1/jobs answered ${res.status()}`);
  return (await res.json()) as { jobs: ApiJob[]; totalCount: number; totalPages: number };
}

export async function openJob(request: APIRequestContext): Promise<ApiJob> {
  const { jobs } = await apiJobs(request, { pageSize: 5 });
  return jobs[0];
}
