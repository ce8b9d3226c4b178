import { requireSession, withApiAuth } from "@/lib/auth/api-auth";
import { productApi } from "@/lib/product-api";
import { errorResponse } from "@/lib/product-api/error-response";

// The signed-in seeker's applied and saved job ids, in one small answer for the islands of the public
// (cached) job pages: `applied` maps a job id to [application id, date], `saved` lists job ids.

export async function GET() {
  const session = await requireSession();
  if (session instanceof Response) return session;
  try {
    return await withApiAuth(async (token) => {
      const marks = await productApi(token).getJobMarks();
      return Response.json(
        {
          applied: Object.fromEntries(marks.applied.map((a) => [a.jobId, [a.applicationId, a.appliedAt]])),
          saved: marks.saved.map((s) => s.jobId),
        },
        { headers: { "cache-control": "private, no-store" } },
      );
    });
  } catch (error) {
    return errorResponse(error);
  }
}
