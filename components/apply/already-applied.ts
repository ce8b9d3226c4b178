import "server-only";
import { productApi } from "@/lib/product-api";

/** Whether the seeker already has an application for the job: one call (GET /api/v1/jobs/{id}/application). */
export async function hasAppliedTo(token: string, jobId: number): Promise<boolean> {
  return (await productApi(token).getMyApplication(jobId)) !== null;
}
