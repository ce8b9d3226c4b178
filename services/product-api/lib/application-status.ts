// An application's status (docs/product.md, My Applications). The spec keeps it a free string;
// these are the values employers' systems are asked to use, so the seeker's screens can name them in
// their language. The web app imports this file in the browser: keep it free of imports.

/** New applications start here (the spec's initial status). */
export const INITIAL_STATUS = "pending";

/** The statuses an employer's client is asked to set, in the order an application goes through them. */
export const SUGGESTED_STATUSES = [
  "Applied",
  "Viewed",
  "Shortlisted",
  "Interview",
  "Offer",
  "Not selected",
  "Withdrawn",
] as const;
type SuggestedStatus = (typeof SUGGESTED_STATUSES)[number];

/** The status a seeker's withdrawal sets; only the seeker sets it, and it is final. */
export const WITHDRAWN: SuggestedStatus = "Withdrawn";

/** Statuses are compared as the chip colours read them: whatever the case and outer spaces. */
const sameStatus = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
export const isWithdrawn = (status: string) => sameStatus(status, WITHDRAWN);

/** The longest status an employer may set. */
export const MAX_STATUS_LENGTH = 50;

/** Who made a timeline entry: the seeker (applying, withdrawing) or the employer's client. */
export const STATUS_AUTHORS = ["seeker", "employer"] as const;

/** The catalogues' word for a status (`applications.status.*`), when it is one of the known ones. */
const STATUS_KEYS: Record<string, string> = {
  pending: "pending",
  reviewed: "reviewed",
  approved: "approved",
  accepted: "accepted",
  rejected: "rejected",
  declined: "declined",
  applied: "applied",
  viewed: "viewed",
  shortlisted: "shortlisted",
  interview: "interview",
  offer: "offer",
  "not selected": "notSelected",
  withdrawn: "withdrawn",
};
export const statusMessageKey = (status: string): string | undefined =>
  STATUS_KEYS[status.trim().toLowerCase()];
