import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { invalidateJobs } from "@/lib/cache/invalidate-jobs";
import { env } from "@/lib/env";

// Called by a standalone product API (PRODUCT_API_URL) after job writes, so cached pages refresh.

const bodySchema = z.object({ jobIds: z.array(z.number().int().positive()).max(1000).optional() });

const digest = (value: string) => createHash("sha256").update(value).digest();

export async function POST(request: Request) {
  if (!env.REVALIDATE_SECRET) {
    return Response.json(
      { message: "Revalidation is not configured (REVALIDATE_SECRET is unset)." },
      { status: 404 },
    );
  }
  const given = request.headers.get("x-revalidate-secret") ?? "";
  if (!timingSafeEqual(digest(given), digest(env.REVALIDATE_SECRET))) {
    return Response.json({ message: "Invalid revalidation secret." }, { status: 401 });
  }
  const raw = await request.text();
  let json: unknown = {};
  try {
    json = raw.trim() ? JSON.parse(raw) : {};
  } catch {
    return Response.json({ message: "The body must be JSON: { jobIds?: number[] }." }, { status: 400 });
  }
  const body = bodySchema.safeParse(json);
  if (!body.success) {
    return Response.json(
      { message: "The body must be JSON: { jobIds?: number[] }.", errors: body.error.issues },
      { status: 422 },
    );
  }
  const tags = invalidateJobs(body.data.jobIds);
  return Response.json({ revalidated: true, tags });
}
