import { z } from "@hono/zod-openapi";
import { NoteSchema } from "../moderation/moderation.schemas";

export const ReviewSchema = z
  .object({
    decision: z.enum(["clear", "close"]).openapi({
      description:
        "clear: the job is fine; it leaves caution until flags it did not have, or new reports, arrive. " +
        "close: the job's deadline becomes now, so it leaves the lists, the sitemap and search engines.",
    }),
    note: NoteSchema.optional(),
  })
  .openapi("JobReview");
