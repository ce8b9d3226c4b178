import "server-only";
import type { z } from "zod";
import { productApi } from "@/lib/product-api";
import { errorResponse, invalidInputResponse } from "@/lib/product-api/error-response";
import { requireSession, withApiAuth } from "./api-auth";
import type { SignedInSession } from "./session";

/**
 * A GET of the signed-in seeker's own data: who is asking, the query parsed by `query` (422 if
 * not), `read` with their token (renewed once on a 401), answered as JSON no cache may keep.
 */
export function seekerGet<Query extends z.ZodType>(
  query: Query,
  read: (
    api: ReturnType<typeof productApi>,
    query: z.output<Query>,
    session: SignedInSession,
  ) => Promise<unknown>,
) {
  return async function GET(request: Request) {
    const session = await requireSession();
    if (session instanceof Response) return session;
    const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return invalidInputResponse(parsed.error.issues);
    try {
      return await withApiAuth(async (token) =>
        Response.json(await read(productApi(token), parsed.data, session), {
          headers: { "cache-control": "private, no-store" },
        }),
      );
    } catch (error) {
      return errorResponse(error);
    }
  };
}
