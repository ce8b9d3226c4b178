import { jobShareImage, shareImageSize } from "@/components/jobs/job-share-image";
import { parsePositiveInt } from "@/lib/format";
import { getJobById } from "@/lib/jobs-data";
import { siteConfig } from "@/lib/site";

// Cached like the job page: rendered on the first request, refreshed with the job's cache tags.
export const revalidate = 3600;
export const alt = `A job on ${siteConfig.name}`;
export const size = shareImageSize;
export const contentType = "image/png";

export function generateStaticParams() {
  return [];
}

export default async function OpenGraphImage({ params }: { params: Promise<{ jobId: string }> }) {
  const id = parsePositiveInt((await params).jobId);
  const job = id === null ? null : await getJobById(id);
  if (!job) return new Response("Not Found", { status: 404 });
  return jobShareImage(job);
}
