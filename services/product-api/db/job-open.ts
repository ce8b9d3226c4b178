import { sql } from "drizzle-orm";
import { jobs } from "./schema";

// When a job is open, for any query that reads `jobs` (unaliased). By the database's clock, so every
// instance agrees; the search index and the digest decide the same in memory with Date.now().

/** The job takes applications: it has no deadline, or the deadline is still ahead. Never NULL. */
export const jobIsOpen = sql<boolean>`(${jobs.deadline} IS NULL OR ${jobs.deadline} > now())`;

/** The job's deadline has passed. */
export const jobIsClosed = sql<boolean>`(NOT ${jobIsOpen})`;
