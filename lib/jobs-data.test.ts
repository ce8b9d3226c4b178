import { ApiError } from "@/lib/product-api/errors";
import type { Job, JobList } from "@/lib/product-api/types";

jest.mock("server-only", () => ({}));
// The data cache itself is Next.js's; here every call goes straight to the client, and the keys and
// tags it would be cached under are recorded.
const cached: { keyParts: string[]; tags: string[] }[] = [];
jest.mock("next/cache", () => ({
  unstable_cache: (fn: unknown, keyParts: string[], options: { tags: string[] }) => {
    // Module-level caches are made on import, before `cached` exists; searches are made per call.
    if (keyParts[0] === "search") cached.push({ keyParts, tags: options.tags });
    return fn;
  },
}));
const listJobs = jest.fn();
const getJob = jest.fn();
jest.mock("@/lib/product-api", () => ({ productApi: () => ({ listJobs, getJob }) }));

import { emptySearch, parseJobSearch, type JobSearch } from "./job-search";
import {
  getBrowseFacets,
  getJobById,
  getLandingJobs,
  getOpenJobsForSitemap,
  countSitemaps,
  JOBS_PER_SITEMAP,
  searchJobs,
} from "./jobs-data";

const list = (jobs: Partial<Job>[], totalCount: number, extra: Partial<JobList> = {}): JobList => ({
  jobs: jobs as Job[],
  totalCount,
  pageNumber: 1,
  pageSize: jobs.length,
  totalPages: 1,
  hasNext: false,
  hasPrevious: false,
  ...extra,
});

const search = (fields: Partial<JobSearch>): JobSearch => ({ ...emptySearch(), ...fields });

beforeEach(() => {
  jest.resetAllMocks();
  cached.length = 0;
});

describe("searchJobs", () => {
  it("asks for fifteen ranked results of the query, with the filters and facet counts", async () => {
    listJobs.mockResolvedValue(list([], 0));
    await searchJobs(parseJobSearch({ q: "  Data   Analyst ", country: "ke", remote: "remote", page: "2" }));
    expect(listJobs).toHaveBeenCalledWith({
      pageNumber: 2,
      pageSize: 15,
      searchQuery: "data analyst",
      filters: { country: "KE", remoteOption: "remote", sort: "relevance" },
      facets: true,
    });
  });

  it("sorts filters alone newest first", async () => {
    listJobs.mockResolvedValue(list([], 0));
    await searchJobs(search({ type: ["Internship"] }));
    expect(listJobs).toHaveBeenCalledWith(
      expect.objectContaining({ searchQuery: undefined, filters: { jobType: "Internship", sort: "newest" } }),
    );
  });

  it("asks the API every time, writing nothing to the data cache", async () => {
    const found = list([{ id: 7, title: "Nurse" }], 1);
    listJobs.mockResolvedValue(found);
    await expect(searchJobs(parseJobSearch({ q: "Nurse" }))).resolves.toEqual(found);
    await searchJobs(parseJobSearch({ q: "  NURSE ", page: "1", sort: "relevance" }));
    expect(listJobs).toHaveBeenCalledTimes(2);
    expect(cached).toEqual([]);
  });

  it("lets a failure through", async () => {
    listJobs.mockRejectedValueOnce(new ApiError("FETCH_ERROR", "down"));
    await expect(searchJobs(search({ q: "design" }))).rejects.toMatchObject({ status: "FETCH_ERROR" });
  });
});

describe("getBrowseFacets", () => {
  const facets = {
    country: [{ value: "KE", count: 3 }],
    city: [],
    jobType: [],
    remoteOption: [],
    experienceLevel: [],
    category: [],
    minSalary: [],
    postedWithin: [],
  };

  it("counts over all open jobs from one small call", async () => {
    listJobs.mockResolvedValue(list([{ id: 1 }], 3, { facets }));
    await expect(getBrowseFacets()).resolves.toEqual(facets);
    expect(listJobs).toHaveBeenCalledWith({ pageSize: 1, facets: true });
  });

  it("is null when the product API sends no facets", async () => {
    listJobs.mockResolvedValue(list([], 0));
    await expect(getBrowseFacets()).resolves.toBeNull();
  });
});

describe("getLandingJobs", () => {
  it("reads fifteen open jobs of the landing page's filters, newest first", async () => {
    listJobs.mockResolvedValue(list([{ id: 1 }], 20, { totalPages: 2 }));
    await expect(getLandingJobs(search({ country: "KE", city: "Nairobi" }), 2)).resolves.toMatchObject({
      totalCount: 20,
    });
    expect(listJobs).toHaveBeenCalledWith({
      pageNumber: 2,
      pageSize: 15,
      filters: { country: "KE", city: "Nairobi", sort: "newest" },
    });
  });

  it("is null when no job is open or the page is past the last", async () => {
    listJobs.mockResolvedValue(list([], 0, { totalPages: 0 }));
    await expect(getLandingJobs(search({ remote: ["remote"] }), 1)).resolves.toBeNull();
    listJobs.mockResolvedValue(list([{ id: 1 }], 20, { totalPages: 2 }));
    await expect(getLandingJobs(search({ remote: ["remote"] }), 3)).resolves.toBeNull();
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
