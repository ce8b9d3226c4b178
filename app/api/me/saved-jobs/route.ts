import { z } from "zod";
import { seekerGet } from "@/lib/auth/seeker-get";
import { DEFAULT_LOCALE, LOCALES } from "@/lib/i18n/locales";
import { withPlacesIn } from "@/lib/job-places";
import { MAX_PAGE } from "@/services/product-api/lib/limits";

// The signed-in seeker's saved jobs, newest saved first, for the Saved Jobs page.

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  // The page's language, for the jobs' places.
  lang: z.enum(LOCALES).default(DEFAULT_LOCALE),
});

export const GET = seekerGet(listQuery, async (api, { lang, ...query }) => {
  const page = await api.listSavedJobs(query);
  return { ...page, savedJobs: await withPlacesIn(page.savedJobs, lang) };
});
