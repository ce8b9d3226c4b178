import { getQueryClient, makeQueryClient, QUERY_GC_TIME } from "./query-client";
import { queryKeys } from "./query-keys";

describe("query client", () => {
  it("keeps unused data 60 seconds", () => {
    expect(QUERY_GC_TIME).toBe(60_000);
    expect(makeQueryClient().getDefaultOptions().queries?.gcTime).toBe(60_000);
  });

  it("gives the server a fresh client per call (no window in this test environment)", () => {
    expect(getQueryClient()).not.toBe(getQueryClient());
  });
});

describe("query keys", () => {
  it("nests applications and saved jobs under user, so invalidating user refreshes them too", () => {
    expect(queryKeys.applicationsPage({ pageNumber: 1, pageSize: 50 }).slice(0, 1)).toEqual([
      ...queryKeys.user,
    ]);
    expect(queryKeys.savedJobsPage(2).slice(0, 1)).toEqual([...queryKeys.user]);
  });
});
