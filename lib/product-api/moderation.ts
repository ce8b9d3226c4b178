import { z } from "zod";
import type {
  Company,
  ImportFeed,
  EmployerClient,
  JobReviewBody,
  ModerationDecision,
  ModerationQueueItem,
  VerificationBody,
} from "@/services/product-api/contract";
import { FEED_FORMATS } from "@/services/product-api/import/import-values";
import { LOGGED_ACTIONS, RISK_FLAGS } from "@/services/product-api/lib/job-values";
import { REPORT_REASONS } from "@/services/product-api/lib/limits";
import type { Job } from "./types";

// The moderation console's calls (the product API's routes/moderation and POST /jobs/{id}/review),
// all for tokens with the jobs:moderate permission.

export type { Company, EmployerClient, ModerationDecision, ModerationQueueItem };

const companySchema: z.ZodType<Company> = z.object({
  name: z.string(),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  openJobs: z.number().int(),
});

const decisionSchema: z.ZodType<ModerationDecision> = z.object({
  id: z.number().int(),
  at: z.string(),
  moderator: z.object({ sub: z.string(), email: z.string().nullable() }),
  clientId: z.string().nullable(),
  action: z.enum(LOGGED_ACTIONS),
  jobId: z.number().int().nullable(),
  jobTitle: z.string().nullable(),
  company: z.string(),
  note: z.string(),
});

const count = z.number().int();
const feedSchema: z.ZodType<ImportFeed> = z.object({
  id: z.number().int(),
  company: z.string(),
  url: z.string(),
  format: z.enum(FEED_FORMATS),
  openJobs: count,
  lastRunAt: z.string().nullable(),
  lastStatus: z.enum(["ok", "not-modified", "failed"]).nullable(),
  lastMessage: z.string().nullable(),
  lastCounts: z
    .object({
      created: count,
      updated: count,
      closed: count,
      unchanged: count,
      duplicates: count,
      skipped: count,
    })
    .nullable(),
  lastSuccessAt: z.string().nullable(),
  failingSince: z.string().nullable(),
});

const employerClientSchema: z.ZodType<EmployerClient> = z.object({
  clientId: z.string(),
  company: z.string(),
  scopes: z.array(z.string()),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

interface ModerationHttp {
  call(
    method: string,
    path: string,
    init?: { json?: unknown; query?: Record<string, string | number | undefined> },
  ): Promise<{ response: Response; text: string }>;
  parse<T>(schema: z.ZodType<T>, text: string, what: string): T;
}

export function moderationCalls({ call, parse }: ModerationHttp, jobSchema: z.ZodType<Job>) {
  const queueItemSchema: z.ZodType<ModerationQueueItem> = z.object({
    job: jobSchema,
    reporters: z.number().int(),
    flags: z.array(z.object({ flag: z.enum(RISK_FLAGS), words: z.array(z.string()) })),
    reports: z.array(
      z.object({ reason: z.enum(REPORT_REASONS), details: z.string().nullable(), createdAt: z.string() }),
    ),
  });
  return {
    async moderationQueue(): Promise<ModerationQueueItem[]> {
      const { text } = await call("GET", "/api/v1/moderation/queue");
      return parse(z.object({ jobs: z.array(queueItemSchema) }), text, "the moderation queue").jobs;
    },
    /** Clears or closes a job under caution; the job as it is after. */
    async reviewJob(jobId: number, body: JobReviewBody): Promise<Job> {
      const { text } = await call("POST", `/api/v1/jobs/${jobId}/review`, { json: body });
      return parse(jobSchema, text, "a job");
    },
    async listCompanies(q?: string): Promise<Company[]> {
      const { text } = await call("GET", "/api/v1/moderation/companies", { query: { q: q || undefined } });
      return parse(z.object({ companies: z.array(companySchema) }), text, "a company list").companies;
    },
    async setEmployerVerification(body: VerificationBody): Promise<Company> {
      const { text } = await call("POST", "/api/v1/moderation/companies/verification", { json: body });
      return parse(companySchema, text, "a company");
    },
    /** The career feeds the importer reads, with how their last run went. */
    async importFeeds(): Promise<ImportFeed[]> {
      const { text } = await call("GET", "/api/v1/moderation/feeds");
      return parse(z.object({ feeds: z.array(feedSchema) }), text, "the import feeds").feeds;
    },
    /** Employers' systems on the embedded identity provider, with their last token. */
    async employerClients(): Promise<EmployerClient[]> {
      const { text } = await call("GET", "/api/v1/moderation/clients");
      return parse(z.object({ clients: z.array(employerClientSchema) }), text, "the employer clients")
        .clients;
    },
    async moderationLog(): Promise<ModerationDecision[]> {
      const { text } = await call("GET", "/api/v1/moderation/decisions");
      return parse(z.object({ decisions: z.array(decisionSchema) }), text, "the moderation log").decisions;
    },
  };
}
