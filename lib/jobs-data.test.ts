import { ApiError } from "@/lib/product-api/errors";
import type { Job, JobList } from "@/lib/product-api/types";

jest.mock("server-only", () => ({}));
// The data cache itself is Next.js's; here every call goes straight to the client.
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn }));
const listJobs = jest.fn();
const getJob = jest.fn();
jest.mock("@/lib/product-api", () => ({ productApi: () => ({ listJobs, getJob }) }));

import {
  getJobById,
  getOpenJobsForSitemap,
  countSitemaps,
  JOBS_PER_SITEMAP,
  normalizeQuery,
  searchJobs,
} from "./jobs-data";

const list = (jobs: Partial<Job>[], totalCount: number): JobList => ({
  jobs: jobs as Job[],
  totalCount,
  pageNumber: 1,
  pageSize: jobs.length,
  totalPages: 1,
  hasNext: false,
  hasPrevious: false,
});

beforeEach(() => jest.resetAllMocks());

describe("searchJobs", () => {
  it("asks for fifteen ranked results of the tidied query", async () => {
    listJobs.mockResolvedValue(list([], 0));
    await searchJobs("  Data   Analyst ", 2);
    expect(listJobs).toHaveBeenCalledWith({ pageNumber: 2, pageSize: 15, searchQuery: "data analyst" });
  });

  it("lets a failure through so that it is not cached", async () => {
    listJobs.mockRejectedValue(new ApiError("FETCH_ERROR", "down"));
    await expect(searchJobs("design")).rejects.toMatchObject({ status: "FETCH_ERROR" });
  });
});

describe("normalizeQuery", () => {
  it("keeps at most 100 characters", () => {
    expect(normalizeQuery("a".repeat(300))).toHaveLength(100);
  });
});

describe("getJobById", () => {
  it("is null when the product API says 404", async () => {
    getJob.mockRejectedValue(new ApiError(404, "Job not found"));
    await expect(getJobById(404_001)).resolves.toBeNull();
  });

  it("throws any other failure", async () => {
    getJob.mockRejectedValue(new ApiError("TIMEOUT_ERROR", "slow"));
    await expect(getJobById(404_002)).rejects.toMatchObject({ status: "TIMEOUT_ERROR" });
  });
});

describe("sitemap reads", () => {
  it("needs one file up to the per-file limit and another beyond it", async () => {
    listJobs.mockResolvedValue(list([], JOBS_PER_SITEMAP));
    await expect(countSitemaps()).resolves.toBe(1);
    listJobs.mockResolvedValue(list([], JOBS_PER_SITEMAP + 1));
    await expect(countSitemaps()).resolves.toBe(2);
  });

  it("reads a file's open jobs in blocks of 1,000 and keeps id and change time", async () => {
    listJobs.mockImplementation(async ({ pageSize, pageNumber }) =>
      pageSize === 10
        ? list([], JOBS_PER_SITEMAP + 1500)
        : list([{ id: pageNumber, updatedAt: "2025-05-02T08:00:00.000Z" }], JOBS_PER_SITEMAP + 1500),
    );
    const second = await getOpenJobsForSitemap(1);
    const blockCalls = listJobs.mock.calls.map(([args]) => args).filter((args) => args.pageSize === 1000);
    expect(blockCalls.map((args) => args.pageNumber)).toEqual([50, 51]);
    expect(blockCalls[0].maxSize).toBe(1000);
    expect(second).toEqual([
      [50, 1746172800],
      [51, 1746172800],
    ]);
  });
});
