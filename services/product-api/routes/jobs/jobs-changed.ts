import type { AppEnv } from "../../lib/app-env";

/** After any write that changes what a job page or list shows: the index, then cached pages. */
export async function jobsChanged(c: { var: AppEnv["Variables"] }, ids: number[]) {
  try {
    // This instance reads its own writes at once; others catch up on their next search.
    await c.var.deps.search.catchUp();
    await c.var.deps.onJobsChanged?.(ids);
  } catch (error) {
    // The write has happened; a failed cache refresh must not turn it into an error.
    console.error("[product-api] onJobsChanged failed:", error);
  }
}
