import "server-only";
import { productApi } from "@/lib/product-api";

const PAGE_SIZE = 50;
const MAX_PAGES = 20;

/** Whether the seeker already has an application for the job (checked on the server, page by page). */
export async function hasAppliedTo(token: string, seekerId: string, jobId: number): Promise<boolean> {
  const api = productApi(token);
  for (let pageNumber = 1; pageNumber <= MAX_PAGES; pageNumber++) {
    const { applications, pagination } = await api.listApplicationsForJobseeker(seekerId, {
      pageNumber,
      pageSize: PAGE_SIZE,
    });
    if (applications.some((application) => application.job.id === jobId)) return true;
    if (pageNumber >= pagination.totalPages || applications.length < PAGE_SIZE) return false;
  }
  return false;
}
