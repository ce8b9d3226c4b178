// The importer's shared values; db/schema.ts imports these, so this file imports nothing.

/** The feed formats the importer reads (formats/*.ts). */
export const FEED_FORMATS = ["greenhouse", "lever", "workable", "smartrecruiters", "jsonld", "xml"] as const;
export type FeedFormatName = (typeof FEED_FORMATS)[number];

export const isFeedFormat = (value: string): value is FeedFormatName =>
  (FEED_FORMATS as readonly string[]).includes(value);

/** What one run did to the feed's jobs. */
export interface ImportCounts {
  /** New openings, made jobs. */
  created: number;
  /** Openings whose values changed, or that came back after vanishing. */
  updated: number;
  /** Jobs closed because their opening left the feed. */
  closed: number;
  unchanged: number;
  /** Openings another feed of the same company already brought (the first feed keeps them). */
  duplicates: number;
  /** Openings that are not a valid job (the run's message says why); their jobs are left as they are. */
  skipped: number;
}

export const NO_COUNTS: ImportCounts = {
  created: 0,
  updated: 0,
  closed: 0,
  unchanged: 0,
  duplicates: 0,
  skipped: 0,
};
