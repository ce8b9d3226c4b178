import type { z } from "@hono/zod-openapi";
import type { MyDataSchema } from "./routes/account/account.schemas";
import type { AlertCreateSchema, AlertSchema } from "./routes/alerts/alerts.schemas";
import type { ApplicationSchema } from "./routes/applications/applications.schemas";
import type { FeedSchema } from "./routes/imports/imports.schemas";
import type { JobFacetsSchema, JobListSchema, JobSchema, JobSummarySchema } from "./routes/jobs/jobs.schemas";
import type {
  CompanySchema,
  DecisionSchema,
  EmployerClientSchema,
  QueueItemSchema,
  VerificationSchema,
} from "./routes/moderation/moderation.schemas";
import type { ReportCreatedSchema, ReportCreateSchema } from "./routes/reports/reports.schemas";
import type { ReviewSchema } from "./routes/reviews/reviews.schemas";
import type { JobMarksSchema, SavedJobItemSchema } from "./routes/saved-jobs/saved-jobs.schemas";
import type { LicenseSchema, UpdateMeSchema, UserMeSchema } from "./routes/users/users.schemas";
import type { PhoneStateSchema, SendCodeSchema } from "./routes/phone/phone.schemas";

// The shapes the product API answers, as types. The web app imports them (lib/product-api/types.ts)
// with `import type`, so none of the service's code reaches its bundles. The schemas themselves live
// with their routes (routes/*/*.schemas.ts), derived from the tables in db/schema.ts.

export type Job = z.infer<typeof JobSchema>;
export type JobSummary = z.infer<typeof JobSummarySchema>;
export type JobFacets = z.infer<typeof JobFacetsSchema>;
export type JobList = z.infer<typeof JobListSchema>;
export type Application = z.infer<typeof ApplicationSchema>;
export type ProfessionalLicense = z.infer<typeof LicenseSchema>;
export type UserMe = z.infer<typeof UserMeSchema>;
export type JobReport = z.infer<typeof ReportCreatedSchema>;
export type SavedJob = z.infer<typeof SavedJobItemSchema>;
export type JobMarks = z.infer<typeof JobMarksSchema>;
export type JobAlert = z.infer<typeof AlertSchema>;
/** Everything the API holds about the caller (GET /users/me/export). */
export type MyData = z.infer<typeof MyDataSchema>;

/** The seeker's phone number (masked) and its WhatsApp and SMS channels (GET /users/me/phone). */
export type PhoneState = z.infer<typeof PhoneStateSchema>;
export type SendPhoneCodeBody = z.input<typeof SendCodeSchema>;

/** The moderation console's: a job under caution with why, an employer, a logged decision. */
export type ModerationQueueItem = z.infer<typeof QueueItemSchema>;
export type Company = z.infer<typeof CompanySchema>;
export type ModerationDecision = z.infer<typeof DecisionSchema>;
/** A career feed the importer reads, with its last run (GET /moderation/feeds). */
export type ImportFeed = z.infer<typeof FeedSchema>;
/** An employer's system registered on the embedded identity provider. */
export type EmployerClient = z.infer<typeof EmployerClientSchema>;

/** Bodies the API takes, as a client writes them. */
export type UpdateMeBody = z.input<typeof UpdateMeSchema>;
export type JobReportBody = z.input<typeof ReportCreateSchema>;
export type JobAlertInput = z.input<typeof AlertCreateSchema>;
export type JobReviewBody = z.input<typeof ReviewSchema>;
export type VerificationBody = z.input<typeof VerificationSchema>;

export type { CautionReason, JobType, ModerationAction, RiskFlag } from "./lib/job-values";
