import { createRoute } from "@hono/zod-openapi";
import { requirePermission } from "../../lib/auth";
import { bearer, problems } from "../../lib/openapi";
import { FeedListSchema } from "./imports.schemas";

export const listFeeds = createRoute({
  method: "get",
  path: "/moderation/feeds",
  tags: ["Moderation"],
  summary: "Career feeds the importer reads, with their last run (moderators)",
  description:
    "Feeds are added and removed with `npm run import`; this is what the moderation console shows of them.",
  security: bearer,
  middleware: requirePermission("jobs:moderate"),
  responses: {
    200: {
      description: "Every feed, oldest first",
      content: { "application/json": { schema: FeedListSchema } },
    },
    ...problems(401, 403),
  },
});

export type ListFeedsRoute = typeof listFeeds;
