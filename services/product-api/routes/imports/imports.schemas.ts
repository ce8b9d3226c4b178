import { z } from "@hono/zod-openapi";
import { FEED_FORMATS } from "../../import/import-values";
import { isoDateTime } from "../../lib/table-schema";

const Count = z.number().int();

export const FeedSchema = z
  .object({
    id: z.number().int(),
    company: z.string().openapi({ description: "Every job the feed brings carries this employer's name." }),
    url: z.string(),
    format: z.enum(FEED_FORMATS),
    openJobs: Count.openapi({ description: "Open jobs the feed brought." }),
    lastRunAt: isoDateTime.nullable(),
    lastStatus: z.enum(["ok", "not-modified", "failed"]).nullable().openapi({
      description:
        "ok: written; not-modified: the source answered 304; failed: nothing changed (lastMessage says why).",
    }),
    lastMessage: z.string().nullable().openapi({
      description: "Why the last run failed, or which openings it skipped and why.",
    }),
    lastCounts: z
      .object({
        created: Count,
        updated: Count,
        closed: Count,
        unchanged: Count,
        duplicates: Count,
        skipped: Count,
      })
      .nullable()
      .openapi({ description: "What the last run that wrote did." }),
    lastSuccessAt: isoDateTime.nullable(),
    failingSince: isoDateTime
      .nullable()
      .openapi({ description: "The first of the failures in a row, up to now." }),
  })
  .openapi("ImportFeed");

export const FeedListSchema = z.object({ feeds: z.array(FeedSchema) }).openapi("ImportFeedList");
