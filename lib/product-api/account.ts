import { z } from "zod";
import type { MyData } from "@/services/product-api/contract";
import { phoneExportSchema } from "./phone";

// The seeker's own data (the product API's routes/account): everything as one JSON document, and
// deleting the account with everything of theirs.

const fileSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["resume", "cover_letter"]),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().min(0),
  uploadedAt: z.string(),
});

const jobRefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
});

const timelineEntrySchema = z.object({
  status: z.string(),
  at: z.string(),
  by: z.enum(["seeker", "employer"]),
});

const myDataSchema: z.ZodType<MyData> = z.object({
  exportedAt: z.string(),
  profile: z.object({
    id: z.string(),
    name: z.string(),
    username: z.string(),
    email: z.string().nullable(),
    language: z.string().default("en"),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  professionalLicenses: z.array(
    z.object({
      id: z.number().int(),
      licenseName: z.string(),
      licenseValue: z.string(),
      startDate: z.string(),
      endDate: z.string(),
    }),
  ),
  applications: z.array(
    z.object({
      id: z.number().int(),
      status: z.string(),
      coverLetter: z.string().nullable(),
      createdAt: z.string(),
      job: jobRefSchema,
      files: z.array(fileSchema),
      timeline: z.array(timelineEntrySchema).default([]),
    }),
  ),
  savedJobs: z.array(z.object({ savedAt: z.string(), job: jobRefSchema })),
  jobAlerts: z.array(
    z.object({
      id: z.number().int(),
      query: z.string(),
      filters: z.record(z.string(), z.unknown()),
      frequency: z.string(),
      paused: z.boolean(),
      createdAt: z.string(),
      lastDigestAt: z.string().nullable(),
      sentJobs: z.array(z.object({ jobId: z.number().int(), sentAt: z.string() })),
    }),
  ),
  jobReports: z.array(
    z.object({
      jobId: z.number().int(),
      reason: z.string(),
      details: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  phone: phoneExportSchema,
});

export type { MyData };

/** What these calls need of the client (client.ts): one round trip, and a body checked against a schema. */
interface ProductApiHttp {
  call(method: string, path: string): Promise<{ response: Response; text: string }>;
  parse<T>(schema: z.ZodType<T>, text: string, what: string): T;
}

export function accountCalls({ call, parse }: ProductApiHttp) {
  return {
    async exportMyData(): Promise<MyData> {
      const { text } = await call("GET", "/api/v1/users/me/export");
      return parse(myDataSchema, text, "your data");
    },
    /** Removes the token holder's profile, applications and files, saved jobs and alerts. */
    async deleteMyAccount(): Promise<void> {
      await call("DELETE", "/api/v1/users/me");
    },
    /** Logs the token holder out everywhere: the API refuses every access token issued to them so far. */
    async endMySessions(): Promise<void> {
      await call("DELETE", "/api/v1/users/me/sessions");
    },
    /** Resolves while the token's session is on; a 401 (an ApiError) once it has ended. */
    async checkMySession(): Promise<void> {
      await call("GET", "/api/v1/users/me/session");
    },
  };
}
