import type { NextRequest } from "next/server";
import { invalidateJobs } from "@/lib/cache/invalidate-jobs";
import { jobWriteOf } from "@/lib/product-api/job-writes";
import { forwardToProductApi } from "@/lib/product-api/transport";

// The product API mounted at /api/v1 on the site's own origin: the embedded Hono app, or the
// standalone one at PRODUCT_API_URL. Job writes made through it refresh the cached job pages.

export const dynamic = "force-dynamic";

async function createdJobId(response: Response): Promise<string | null> {
  try {
    const body = (await response.clone().json()) as { id?: unknown };
    return body.id === undefined || body.id === null ? null : String(body.id);
  } catch {
    return null;
  }
}

async function handle(request: NextRequest): Promise<Response> {
  const { pathname, search } = request.nextUrl;
  const response = await forwardToProductApi(request, pathname + search);
  const write = jobWriteOf(request.method, pathname);
  if (write && response.ok) {
    const jobId = "jobId" in write ? write.jobId : await createdJobId(response);
    invalidateJobs(jobId ? [jobId] : []);
  }
  return response;
}

// OPTIONS too: the API answers it with the methods of the address asked, which a method refused
// here (scripts/web-server.ts) names in Allow.
export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
