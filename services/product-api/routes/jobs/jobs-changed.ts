import type { AppEnv } from "../../lib/app-env";

/** After any write that changes what a job page or list shows: the index, cached pages, search engines. */
export async function jobsChanged(c: { var: AppEnv["Variables"] }, ids: number[]) {
  const { search, onJobsChanged, searchEngines } = c.var.deps;
  try {
    // This instance reads its own writes at once; others catch up on their next search.
    await search.catchUp();
    await onJobsChanged?.(ids);
  } catch (error) {
    // The write has happened; a failed cache refresh must not turn it into an error.
    console.error("[product-api] onJobsChanged failed:", error);
  }
  try {
    await searchEngines?.jobsChanged(ids);
  } catch (error) {
    // Nor a queue that cannot take the notice: the engines still find the page on their next crawl.
    console.error("[product-api] queueing the search engines' notices failed:", error);
  }
}
