import type { RouteHandler } from "@hono/zod-openapi";
import { listFeeds as feedsWithJobs } from "../../import/import-feeds";
import type { AppEnv } from "../../lib/app-env";
import { toIsoOrNull } from "../../lib/table-schema";
import type { ListFeedsRoute } from "./imports.routes";

export const listFeeds: RouteHandler<ListFeedsRoute, AppEnv> = async (c) => {
  const rows = await feedsWithJobs(c.var.deps.db);
  const feeds = rows.map(({ feed, openJobs }) => ({
    id: feed.id,
    company: feed.company,
    url: feed.url,
    format: feed.format,
    openJobs,
    lastRunAt: toIsoOrNull(feed.lastRunAt),
    lastStatus: feed.lastStatus,
    lastMessage: feed.lastMessage,
    lastCounts: feed.lastCounts,
    lastSuccessAt: toIsoOrNull(feed.lastSuccessAt),
    failingSince: toIsoOrNull(feed.failingSince),
  }));
  return c.json({ feeds }, 200);
};
