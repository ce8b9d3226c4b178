import { z } from "@hono/zod-openapi";
import { users } from "../../db/schema";
import { createSelectSchema, isoDateTime } from "../../lib/table-schema";
import { TimelineEntrySchema } from "../applications/applications.schemas";
import { LicenseSchema } from "../users/users.schemas";
import { PhoneExportSchema } from "../../notify/phone/phone-export";

const ProfileSchema = createSelectSchema(users, { createdAt: isoDateTime, updatedAt: isoDateTime });

const FileSchema = z.object({
  id: z.number().int().openapi({ description: "The file's id, for downloading it (only by its owner)." }),
  kind: z.enum(["resume", "cover_letter"]),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: isoDateTime,
});

const JobRefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
});

const ApplicationSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  coverLetter: z.string().nullable(),
  createdAt: isoDateTime,
  job: JobRefSchema,
  files: z.array(FileSchema),
  timeline: z.array(TimelineEntrySchema),
});

const SavedJobSchema = z.object({ savedAt: isoDateTime, job: JobRefSchema });

const AlertSchema = z.object({
  id: z.number().int(),
  query: z.string(),
  filters: z.record(z.string(), z.unknown()),
  frequency: z.string(),
  paused: z.boolean(),
  createdAt: isoDateTime,
  lastDigestAt: isoDateTime.nullable(),
  sentJobs: z
    .array(z.object({ jobId: z.number().int(), sentAt: isoDateTime }))
    .openapi({ description: "The jobs already mailed to this alert (each is sent once)." }),
});

const ReportSchema = z.object({
  jobId: z.number().int(),
  reason: z.string(),
  details: z.string().nullable(),
  createdAt: isoDateTime,
});

export const MyDataSchema = z
  .object({
    exportedAt: isoDateTime,
    profile: ProfileSchema,
    professionalLicenses: z.array(LicenseSchema),
    applications: z.array(ApplicationSchema),
    savedJobs: z.array(SavedJobSchema),
    jobAlerts: z.array(AlertSchema),
    jobReports: z.array(ReportSchema).openapi({
      description: "Jobs the caller reported while signed in (stored under a hash of their id).",
    }),
    phone: PhoneExportSchema,
  })
  .openapi("MyData");

export type MyData = z.infer<typeof MyDataSchema>;
