import { sql } from "drizzle-orm";
import { jobs } from "./schema";

// When a job is open, for any query that reads `jobs` (unaliased). By the database's clock, so every
// instance agrees; lib/job-open.ts's isJobOpen is the same rule for a job in memory.

/** The job takes applications: it has no deadline, or the deadline is still ahead. Never NULL. */
export const jobIsOpen = sql<boolean>`(${jobs.deadline} IS NULL OR ${jobs.deadline} > now())`;

/** The job's deadline has passed. */
export const jobIsClosed = sql<boolean>`(NOT ${jobIsOpen})`;
