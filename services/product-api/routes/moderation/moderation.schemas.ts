import { z } from "@hono/zod-openapi";
import {
  CONTROL_MESSAGE,
  isCleanText,
  MAX_MODERATION_NOTE as MAX_NOTE,
  REPORT_REASONS,
} from "../../lib/limits";
import { LOGGED_ACTIONS, RISK_FLAGS } from "../../lib/job-values";
import { isoDateTime } from "../../lib/table-schema";
import { JobSchema } from "../jobs/jobs.schemas";

/** The moderator's note: why they decided so, kept in the audit log. */
export const NoteSchema = z
  .string()
  .trim()
  .max(MAX_NOTE)
  .refine((v) => isCleanText(v, true), CONTROL_MESSAGE)
  .default("")
  .openapi({ description: `Why, in the moderator's words (at most ${MAX_NOTE} characters).` });

export const QueueItemSchema = z
  .object({
    job: JobSchema,
    reporters: z.number().int().openapi({
      description: "Distinct reporters (client addresses) since the last review: the first sort key.",
    }),
    flags: z
      .array(
        z.object({
          flag: z.enum(RISK_FLAGS),
          words: z.array(z.string()).openapi({
            description: "The job's words that raised the flag (lower-cased, accents folded).",
          }),
        }),
      )
      .openapi({ description: "The risk flags that appeared since the last review, with their words." }),
    reports: z
      .array(
        z.object({ reason: z.enum(REPORT_REASONS), details: z.string().nullable(), createdAt: isoDateTime }),
      )
      .openapi({ description: "The reports since the last review, newest first." }),
  })
  .openapi("ModerationQueueItem");

export const QueueSchema = z.object({ jobs: z.array(QueueItemSchema) }).openapi("ModerationQueue", {
  description:
    "Open jobs under caution, riskiest first: most distinct reporters, then most flags, then oldest job.",
});

export const VerificationSchema = z
  .object({
    company: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .refine((v) => isCleanText(v), CONTROL_MESSAGE)
      .openapi({ description: "The employer's name as jobs carry it (matched case-insensitively)." }),
    verified: z.boolean(),
    note: NoteSchema.optional(),
  })
  .openapi("EmployerVerification");

export const CompanySchema = z
  .object({
    name: z.string(),
    verified: z.boolean(),
    verifiedAt: isoDateTime.nullable(),
    openJobs: z.number().int().openapi({ description: "Open jobs that carry this name." }),
  })
  .openapi("Company");

export const CompanyListSchema = z.object({ companies: z.array(CompanySchema) }).openapi("CompanyList");

export const CompanyQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .refine((v) => isCleanText(v), CONTROL_MESSAGE)
    .optional()
    .openapi({ description: "Part of the name (case-insensitive)." }),
});

export const DecisionSchema = z
  .object({
    id: z.number().int(),
    at: isoDateTime,
    moderator: z.object({ sub: z.string(), email: z.string().nullable() }),
    clientId: z.string().nullable().openapi({
      description: "The client the token was issued to: an employer's system, or the web app.",
    }),
    action: z.enum(LOGGED_ACTIONS).openapi({
      description:
        "A moderator's decision (clear, close, verify, unverify), or a job write (create, update, delete).",
    }),
    jobId: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "The job (null for an employer, or once deleted)." }),
    jobTitle: z.string().nullable(),
    company: z.string(),
    note: z.string(),
  })
  .openapi("ModerationDecision");

export const DecisionListSchema = z.object({ decisions: z.array(DecisionSchema) }).openapi("ModerationLog", {
  description: "The newest 200 decisions first.",
});

export type Decision = z.output<typeof DecisionSchema>;

export const EmployerClientSchema = z
  .object({
    clientId: z.string(),
    company: z
      .string()
      .openapi({ description: "The company whose jobs it writes (its tokens' company claim)." }),
    scopes: z.array(z.string()),
    createdAt: isoDateTime,
    lastUsedAt: isoDateTime
      .nullable()
      .openapi({ description: "When it was last given a token; null if never." }),
  })
  .openapi("EmployerClient");

export const EmployerClientListSchema = z
  .object({ clients: z.array(EmployerClientSchema) })
  .openapi("EmployerClientList", {
    description:
      "Employers' systems registered on the embedded identity provider (npm run employer), by company. " +
      "Empty with an external provider: its own console lists its clients.",
  });
