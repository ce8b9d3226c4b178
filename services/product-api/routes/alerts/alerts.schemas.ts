import { z } from "@hono/zod-openapi";
import { JOB_TYPES } from "../../lib/job-values";
import { text } from "../../lib/fields";
import { LIMITS } from "../../lib/limits";
import { idParam } from "../../lib/openapi";
import { CHANNEL_NAMES } from "../../notify/channel";
import { ChannelChoiceSchema } from "../notifications/notifications.schemas";

// An alert's criteria are the query and filters of GET /jobs (without page, sort or postedWithin:
// only new jobs are mailed anyway), as JSON arrays rather than comma lists.

const ALERT_FREQUENCIES = ["daily", "weekly"] as const;
const REMOTE = ["onsite", "hybrid", "remote"] as const;

const list = <T extends z.ZodType>(item: T, description: string) =>
  z.array(item).max(20, "Choose at most 20 values").optional().openapi({ description });
const name = text(100).pipe(z.string().min(1, "Enter a value"));
const oneOf = <T extends string>(values: readonly T[]) =>
  z.string().transform((value, ctx) => {
    const found = values.find((v) => v.toLowerCase() === value.trim().toLowerCase());
    if (found) return found;
    ctx.addIssue({ code: "custom", message: `Use one of: ${values.join(", ")}` });
    return z.NEVER;
  });

const AlertCriteriaSchema = z.object({
  searchQuery: text(LIMITS.searchQuery).optional().openapi({
    description: "Full-text search as GET /jobs takes it; stored trimmed, single-spaced and in lower case.",
    example: "data analyst",
  }),
  country: list(
    z
      .string()
      .regex(/^[A-Za-z]{2}$/, "Use ISO 3166-1 alpha-2 country codes")
      .transform((v) => v.toUpperCase()),
    "Country codes (ISO 3166-1 alpha-2).",
  ),
  city: list(name, "City names."),
  jobType: list(oneOf(JOB_TYPES), `Job types: ${JOB_TYPES.join(", ")}.`),
  remoteOption: list(oneOf(REMOTE), "onsite, hybrid, remote."),
  experienceLevel: list(name, "Experience levels."),
  category: list(name, "Categories, e.g. software."),
  minSalary: z.number().int().min(1).max(100_000_000).optional(),
  verified: z.boolean().optional().openapi({ description: "true: only jobs from verified employers." }),
});

export const AlertCreateSchema = AlertCriteriaSchema.extend({
  frequency: z.enum(ALERT_FREQUENCIES).default("daily"),
}).openapi("AlertCreate");

export const AlertUpdateSchema = z
  .object({
    frequency: z.enum(ALERT_FREQUENCIES).optional(),
    paused: z.boolean().optional(),
    channels: ChannelChoiceSchema.optional(),
  })
  .refine(
    (v) => v.frequency !== undefined || v.paused !== undefined || v.channels !== undefined,
    "Send frequency, paused or channels",
  )
  .openapi("AlertUpdate");

export const AlertSchema = z
  .object({
    id: z.number().int(),
    searchQuery: z.string(),
    country: z.array(z.string()),
    city: z.array(z.string()),
    jobType: z.array(z.string()),
    remoteOption: z.array(z.string()),
    experienceLevel: z.array(z.string()),
    category: z.array(z.string()),
    minSalary: z.number().int().nullable(),
    verified: z.boolean(),
    frequency: z.enum(ALERT_FREQUENCIES),
    paused: z.boolean(),
    channels: z.array(z.enum(CHANNEL_NAMES)).openapi({
      description:
        "Where the digest goes: e-mail, and/or the other configured channels (GET /me/notifications).",
    }),
    createdAt: z.string().openapi({ format: "date-time" }),
    lastDigestAt: z.string().nullable().openapi({ format: "date-time" }),
  })
  .openapi("Alert");

export const AlertListSchema = z.object({ alerts: z.array(AlertSchema) }).openapi("AlertList");

export const AlertIdParams = z.object({ id: idParam("id") });

export const UnsubscribeSchema = z
  .object({ token: z.string().min(1, "The unsubscribe link is incomplete").max(200) })
  .openapi("AlertUnsubscribe");
export const UnsubscribedSchema = z.object({ unsubscribed: z.literal(true), alertId: z.number().int() });

export const DigestRunSchema = z
  .object({
    alerts: z.number().int().openapi({ description: "Alerts due this period" }),
    sent: z.number().int().openapi({ description: "Digests mailed" }),
    jobs: z.number().int().openapi({ description: "Jobs mailed in all" }),
  })
  .openapi("DigestRun");

export type AlertCreate = z.output<typeof AlertCreateSchema>;
export type ApiAlert = z.output<typeof AlertSchema>;
