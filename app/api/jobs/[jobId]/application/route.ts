import { requireSession, withApiAuth } from "@/lib/auth/api-auth";
import { parsePositiveInt } from "@/lib/format";
import { productApi } from "@/lib/product-api";
import { errorResponse } from "@/lib/product-api/error-response";

// The signed-in seeker's application to this job, with its status and timeline: read by the job
// page's island (components/jobs/my-application.tsx) once the seeker's marks say they applied.

type Props = { params: Promise<{ jobId: string }> };

const NONE = () => Response.json({ message: "You have not applied for this job." }, { status: 404 });

export async function GET(_request: Request, { params }: Props) {
  const session = await requireSession();
  if (session instanceof Response) return session;
  const jobId = parsePositiveInt((await params).jobId);
  if (jobId === null) return NONE();
  try {
    return await withApiAuth(async (token) => {
      const application = await productApi(token).getMyApplication(jobId);
      if (!application) return NONE();
      return Response.json(application, { headers: { "cache-control": "private, no-store" } });
    });
  } catch (error) {
    return errorResponse(error);
  }
}
