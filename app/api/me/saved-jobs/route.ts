import { z } from "zod";
import { seekerGet } from "@/lib/auth/seeker-get";
import { MAX_PAGE } from "@/services/product-api/lib/limits";

// The signed-in seeker's saved jobs, newest saved first, for the Saved Jobs page.

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const GET = seekerGet(listQuery, (api, query) => api.listSavedJobs(query));
