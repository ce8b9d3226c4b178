import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { FeedFormatName, ImportCounts } from "../import/import-values";
import type { JobLanguage, ModerationAction } from "../lib/job-values";
import type { ChannelName, NotificationKind } from "../notify/channel";

// Mirrors db/migrations/*.sql, which are the source of truth for the database itself.

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const xid8 = customType<{ data: string }>({ dataType: () => "xid8" });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const jobs = pgTable("jobs", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  slug: text("slug").unique(),
  title: text("title").notNull(),
  company: text("company").notNull(),
  location: text("location").notNull(),
  countryCode: text("country_code").notNull().default(""),
  jobType: text("job_type").notNull(),
  remoteOption: smallint("remote_option").notNull().default(0),
  experienceLevel: text("experience_level"),
  category: text("category"),
  description: text("description").notNull(),
  requirements: jsonb("requirements").$type<string[]>().notNull().default([]),
  salaryMin: integer("salary_min"),
  salaryMax: integer("salary_max"),
  salaryCurrency: text("salary_currency").notNull().default("USD"),
  benefits: text("benefits"),
  datePosted: timestamptz("date_posted").notNull().defaultNow(),
  deadline: timestamptz("deadline"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  riskFlags: text("risk_flags")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Set by a trigger when the flags gain one they did not have (0004_trust.sql). */
  riskFlaggedAt: timestamptz("risk_flagged_at"),
  reviewedAt: timestamptz("reviewed_at"),
  language: text("language").$type<JobLanguage>().notNull().default("en"),
  /** Imported jobs (0016_job_imports.sql): the feed, the opening's id there, its page, what was written. */
  importFeedId: integer("import_feed_id").references((): AnyPgColumn => importFeeds.id, {
    onDelete: "set null",
  }),
  externalId: text("external_id"),
  sourceUrl: text("source_url"),
  importHash: text("import_hash"),
  importState: text("import_state").$type<"listed" | "vanished">(),
  searchVector: tsvector("search_vector").generatedAlwaysAs(sql`generated in 0001_jobs.sql`),
});

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    username: text("username").notNull(),
    email: text("email"),
    /** The seeker's reading language (mails); from the token's locale claim on first use. */
    language: text("language").$type<JobLanguage>().notNull().default("en"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`)],
);

export const professionalLicenses = pgTable("professional_licenses", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  licenseName: text("license_name").notNull(),
  licenseValue: text("license_value").notNull(),
  startDate: timestamptz("start_date").notNull(),
  endDate: timestamptz("end_date").notNull(),
});

export const applications = pgTable(
  "applications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    coverLetter: text("cover_letter"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    idempotencyKey: text("idempotency_key"),
  },
  (t) => [uniqueIndex("applications_user_job_idx").on(t.userId, t.jobId)],
);

export const applicationFiles = pgTable("application_files", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  applicationId: integer("application_id")
    .notNull()
    .references(() => applications.id, { onDelete: "cascade" }),
  kind: text("kind").$type<"resume" | "cover_letter">().notNull(),
  storageKey: text("storage_key").notNull().unique(),
  originalName: text("original_name").notNull(),
  contentType: text("content_type").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

/** An application's statuses, oldest first: its timeline (0018_application_status_changes.sql). */
export const applicationStatusChanges = pgTable("application_status_changes", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  applicationId: integer("application_id")
    .notNull()
    .references(() => applications.id, { onDelete: "cascade" }),
  status: text("status").notNull(),
  at: timestamptz("at").notNull().defaultNow(),
  changedBy: text("changed_by").$type<"seeker" | "employer">().notNull(),
  clientId: text("client_id"),
});

export const savedJobs = pgTable(
  "saved_jobs",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);

/** Employers by name, matched case-insensitively against jobs.company. */
export const companies = pgTable(
  "companies",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    verified: boolean("verified").notNull().default(false),
    verifiedAt: timestamptz("verified_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("companies_name_idx").on(sql`lower(${t.name})`)],
);

export const jobReports = pgTable(
  "job_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** A hash of "user:<sub>" (of "ip:<address>" for a guest's report before 0013_report_addresses.sql). */
    reporter: text("reporter").notNull(),
    /** A hash of "ip:<address>": reports from one client address count once towards a caution. */
    address: text("address").notNull(),
    reason: text("reason").notNull(),
    details: text("details"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("job_reports_job_id_reporter_key").on(t.jobId, t.reporter)],
);

/**
 * Every moderator decision, with who, when and the note they wrote (0015_moderation_decisions.sql),
 * and every job write through the API, with the client that made it (0017_job_write_log.sql).
 */
export const moderationDecisions = pgTable("moderation_decisions", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  at: timestamptz("at").notNull().defaultNow(),
  moderatorSub: text("moderator_sub").notNull(),
  moderatorEmail: text("moderator_email"),
  action: text("action").$type<ModerationAction>().notNull(),
  jobId: integer("job_id").references(() => jobs.id, { onDelete: "set null" }),
  jobTitle: text("job_title"),
  company: text("company").notNull(),
  note: text("note").notNull().default(""),
  /** The client the writer's token was issued to (0017_job_write_log.sql). */
  clientId: text("client_id"),
});

/** Employers' career feeds the importer reads (0016_job_imports.sql, services/product-api/import). */
export const importFeeds = pgTable("import_feeds", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  company: text("company").notNull(),
  url: text("url").notNull().unique(),
  format: text("format").$type<FeedFormatName>().notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  etag: text("etag"),
  lastModified: text("last_modified"),
  lastRunAt: timestamptz("last_run_at"),
  lastStatus: text("last_status").$type<"ok" | "not-modified" | "failed">(),
  lastMessage: text("last_message"),
  lastCounts: jsonb("last_counts").$type<ImportCounts>(),
  lastSuccessAt: timestamptz("last_success_at"),
  failingSince: timestamptz("failing_since"),
});

/** Written by triggers on jobs (0003_job_changes.sql); read by the search index to catch up. */
const jobChanges = pgTable("job_changes", {
  seq: bigint("seq", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  jobId: integer("job_id"),
  /** xid8 of the writing transaction (0010_job_change_writers.sql), filled by its default. */
  xid: xid8("xid"),
});

/** A seeker's saved search mailed as a digest of new jobs (0006_job_alerts.sql). */
export interface JobAlertFilters {
  country?: string[];
  city?: string[];
  jobType?: string[];
  remoteOption?: string[];
  experienceLevel?: string[];
  category?: string[];
  minSalary?: number;
  verified?: boolean;
}

export const jobAlerts = pgTable("job_alerts", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  query: text("query").notNull().default(""),
  filters: jsonb("filters").$type<JobAlertFilters>().notNull().default({}),
  frequency: text("frequency").$type<"daily" | "weekly">().notNull().default("daily"),
  paused: boolean("paused").notNull().default(false),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  lastDigestAt: timestamptz("last_digest_at"),
  /** The channels the alert goes to (0019_notifications.sql); e-mail alone by default. */
  channels: text("channels")
    .array()
    .$type<ChannelName[]>()
    .notNull()
    .default(sql`'{email}'`),
});

/** One row per alert and period (UTC day or ISO week): whoever inserts it sends that digest. */
export const jobAlertDigests = pgTable(
  "job_alert_digests",
  {
    alertId: integer("alert_id")
      .notNull()
      .references(() => jobAlerts.id, { onDelete: "cascade" }),
    period: text("period").notNull(),
    claimedAt: timestamptz("claimed_at").notNull().defaultNow(),
    sentAt: timestamptz("sent_at"),
    jobCount: integer("job_count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.period] })],
);

/** Jobs already mailed to an alert: never sent to it again. */
export const jobAlertSentJobs = pgTable(
  "job_alert_sent_jobs",
  {
    alertId: integer("alert_id")
      .notNull()
      .references(() => jobAlerts.id, { onDelete: "cascade" }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    sentAt: timestamptz("sent_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.jobId] })],
);

/**
 * Stored files waiting to be removed after their rows were deleted (0007_file_deletions.sql), and
 * uploads not yet attached to an application, due only from not_before (0009_upload_reservations.sql).
 */
export const fileDeletions = pgTable("file_deletions", {
  storageKey: text("storage_key").primaryKey(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  notBefore: timestamptz("not_before").notNull().defaultNow(),
});

/** Sessions and users whose access tokens up to not_before are refused (0014_session_revocations.sql). */
export const sessionRevocations = pgTable("session_revocations", {
  sessionKey: text("session_key").primaryKey(),
  notBefore: timestamptz("not_before").notNull(),
  expiresAt: timestamptz("expires_at").notNull(),
});

export const schema = {
  jobs,
  users,
  professionalLicenses,
  applications,
  applicationFiles,
  applicationStatusChanges,
  savedJobs,
  jobChanges,
  companies,
  jobReports,
  jobAlerts,
  jobAlertDigests,
  jobAlertSentJobs,
  fileDeletions,
  sessionRevocations,
  moderationDecisions,
  importFeeds,
};

/** A seeker's Web Push subscription, one per device (0019_notifications.sql). */
export const pushSubscriptions = pgTable("push_subscriptions", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  endpoint: text("endpoint").notNull().unique(),
  p256dh: text("p256dh").notNull(),
  auth: text("auth").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

/** A seeker's notification choices; no row means the defaults (notify/preferences.ts). */
export const notificationSettings = pgTable("notification_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  applicationChannels: text("application_channels").array().$type<ChannelName[]>(),
  quietStart: smallint("quiet_start"),
  quietEnd: smallint("quiet_end"),
  timeZone: text("time_zone").notNull().default("UTC"),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

export type DeliveryState = "queued" | "sent" | "no-address" | "capped" | "off" | "dead";

/** One message: an event on one channel, by its dedupe key (notify/deliver.ts). */
export const notificationDeliveries = pgTable("notification_deliveries", {
  dedupeKey: text("dedupe_key").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  channel: text("channel").$type<ChannelName>().notNull(),
  kind: text("kind").$type<NotificationKind>().notNull(),
  state: text("state").$type<DeliveryState>().notNull().default("queued"),
  attempts: integer("attempts").notNull().default(0),
  error: text("error"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  dueAt: timestamptz("due_at").notNull().defaultNow(),
  settledAt: timestamptz("settled_at"),
});
