import { z } from "@hono/zod-openapi";

export const ReviewSchema = z
  .object({
    decision: z.enum(["clear"]).openapi({
      description:
        "clear: the job is fine. It leaves caution until flags it did not have, or new reports, arrive.",
    }),
  })
  .openapi("JobReview");
