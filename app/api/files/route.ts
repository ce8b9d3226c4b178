import { z } from "zod";
import { seekerGet } from "@/lib/auth/seeker-get";
import { MAX_PAGE } from "@/services/product-api/lib/limits";

// The signed-in seeker's CVs and cover letters (their profile's 'Your files'), newest first.

const listQuery = z.object({
  kind: z.enum(["resume", "cover_letter"]).optional(),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const GET = seekerGet(listQuery, (api, query) => api.listMyFiles(query));
