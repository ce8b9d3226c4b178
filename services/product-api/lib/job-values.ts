// The values a job's fields take. The web app imports these too, in the browser: keep this file free
// of imports.

export const JOB_TYPES = [
  "Full-time",
  "Part-time",
  "Contract",
  "Internship",
  "Temporary",
  "Volunteer",
] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** remoteOption's names by number: 0 OnSite, 1 Hybrid, 2 Remote. */
export const REMOTE_OPTIONS = ["OnSite", "Hybrid", "Remote"] as const;

/**
 * Languages a job is written in and a seeker reads in (BCP 47 primary subtags). Search stems a job's
 * words by its language (search/text.ts); the web app's locales are the same five.
 */
export const JOB_LANGUAGES = ["en", "fr", "pt", "sw", "ar"] as const;
export type JobLanguage = (typeof JOB_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: JobLanguage = "en";

/** Risk flags computed when a job is written (routes/jobs/risk-flags.ts). */
export const RISK_FLAGS = ["fee-language", "phone-only-contact", "free-mail-contact"] as const;
export type RiskFlag = (typeof RISK_FLAGS)[number];

/** Why a job is under caution: reports from enough distinct reporters, risk flags, or both. */
export const CAUTION_REASONS = ["reports", "flags"] as const;
export type CautionReason = (typeof CAUTION_REASONS)[number];

/** A moderator's decisions: on a job (clear, close) and on its employer (verify, unverify). */
const MODERATION_ACTIONS = ["clear", "close", "verify", "unverify"] as const;
/** Job writes through the API (POST, PUT, DELETE /jobs), which the moderation log keeps too. */
const JOB_WRITE_ACTIONS = ["create", "update", "delete"] as const;
/** What the moderation log records. */
export const LOGGED_ACTIONS = [...MODERATION_ACTIONS, ...JOB_WRITE_ACTIONS] as const;
export type ModerationAction = (typeof LOGGED_ACTIONS)[number];
