import { z } from "zod";
import { requireSession, withApiAuth } from "@/lib/auth/api-auth";
import { productApi } from "@/lib/product-api";
import { errorResponse, invalidInputResponse } from "@/lib/product-api/error-response";
import { MAX_PAGE } from "@/services/product-api/lib/limits";

// The signed-in seeker's saved jobs, newest saved first, for the Saved Jobs page.

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export async function GET(request: Request) {
  const session = await requireSession();
  if (session instanceof Response) return session;
  const query = listQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return invalidInputResponse(query.error.issues);
  try {
    return await withApiAuth(async (token) =>
      Response.json(await productApi(token).listSavedJobs(query.data), {
        headers: { "cache-control": "private, no-store" },
      }),
    );
  } catch (error) {
    return errorResponse(error);
  }
}
