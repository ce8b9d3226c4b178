// The limits of the product API's contract, in one place. The web app's pages, forms and route
// handlers import these too (lib/format.ts, lib/validations/*, app/api/**), so every layer refuses
// the same input with a 4xx before it can reach PostgreSQL and come back as a 500.

/** Ids are PostgreSQL integers: 1 to 2^31-1. */
export const MAX_ID = 2_147_483_647;
/** The deepest page any list may ask for (no one pages further; deeper offsets only cost). */
export const MAX_PAGE = 10_000;

export const LIMITS = {
  name: 100,
  username: { min: 3, max: 30 },
  licenseName: 200,
  licenseValue: 100,
  /** Licenses on one profile. */
  licenses: 50,
  coverLetter: 10_000,
  fileName: 255,
  searchQuery: 1000,
  /** JSON bodies, as bytes. */
  jsonBody: 256 * 1024,
  /** One uploaded document, as bytes. */
  upload: 5 * 1024 * 1024,
} as const;

/** A resume and a cover letter at the limit, plus room for the multipart framing. */
export const MAX_FORM_BYTES = 2 * LIMITS.upload + 256 * 1024;

/** Ids as they are written: plain decimal, no sign, no leading zero (not 0x10, 1e3, 01 or 1.0). */
export const ID_PATTERN = /^[1-9]\d{0,9}$/;
export const ID_MESSAGE = `Use a whole number from 1 to ${MAX_ID}`;

/** A path segment or query value as a whole number from 1 to `max`, or null. */
export function parseId(value: unknown, max = MAX_ID): number | null {
  if (typeof value !== "string" || !ID_PATTERN.test(value)) return null;
  const number = Number(value);
  return number <= max ? number : null;
}

/**
 * Usernames: 3 to 30 ASCII letters, digits, dots, dashes or underscores, starting and ending with a
 * letter or digit. ASCII only, so "unique whatever the case" means the same in JavaScript and in the
 * database's lower() under any locale, and no two names look alike in different scripts.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;
export const USERNAME_MESSAGE =
  "Use 3 to 30 letters, digits, dots, dashes or underscores, starting and ending with a letter or digit";

// PostgreSQL text cannot hold NUL; other C0 controls are never meant in one-line fields.
const LINE_CONTROLS = /[\u0000-\u001f\u007f]/;
const TEXT_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

// Half of a UTF-16 pair on its own: JSON can carry it, but PostgreSQL's json and jsonb refuse it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True for text that has no control characters (tabs and line breaks allowed when `multiline`). */
export function isCleanText(value: string, multiline = false): boolean {
  return !(multiline ? TEXT_CONTROLS : LINE_CONTROLS).test(value) && !LONE_SURROGATE.test(value);
}

/** Why a job can be reported (POST /api/v1/jobs/{id}/reports), and how much of its details are kept. */
export const REPORT_REASONS = [
  "asks-for-money",
  "fake-company",
  "misleading",
  "discriminatory",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const MAX_REPORT_DETAILS = 2000;

/** A moderator's note on a decision (the moderation log). */
export const MAX_MODERATION_NOTE = 1000;

export const CONTROL_MESSAGE = "Remove the control characters (such as NUL) from this text";

/** Job alerts one seeker may keep (POST /api/v1/alerts answers 409 past it). */
export const MAX_ALERTS = 20;

/**
 * How long personal data is kept, as the privacy policy promises (app/privacy-policy/sections.tsx):
 * applications, their CVs and cover letters go this many months after the application
 * (retention/retention.ts).
 */
export const RETENTION = { applicationsMonths: 24 } as const;
