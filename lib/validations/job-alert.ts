import { z } from "zod";
import { CHANNEL_NAMES } from "@/services/product-api/notify/channel";
import { parseJobSearch, type JobSearch } from "@/lib/job-search";
import type { JobAlertInput } from "@/lib/product-api/alerts";

// The job-alert forms and their route handlers (app/api/alerts/**) share these.

const alertFrequencySchema = z.enum(["daily", "weekly"], { message: "Choose daily or weekly" });

/** 'Email me new jobs like these': the search as its URL writes it (lib/job-search), and how often. */
export const createAlertSchema = z.object({
  search: z.string().max(4000, "This search is too long to save as an alert"),
  frequency: alertFrequencySchema.default("daily"),
});

export const updateAlertSchema = z
  .object({
    paused: z.boolean().optional(),
    frequency: alertFrequencySchema.optional(),
    channels: z.array(z.enum(CHANNEL_NAMES)).max(CHANNEL_NAMES.length).optional(),
  })
  .refine(
    (v) => v.paused !== undefined || v.frequency !== undefined || v.channels !== undefined,
    "Nothing to change",
  );

/** A search page's query and filters as an alert (page, sort and 'posted within' mean nothing there). */
export function alertInputFromSearch(search: JobSearch): JobAlertInput {
  return {
    searchQuery: search.q || undefined,
    country: search.country ? [search.country] : undefined,
    city: search.city ? [search.city] : undefined,
    jobType: search.type.length ? search.type : undefined,
    remoteOption: search.remote.length ? search.remote : undefined,
    experienceLevel: search.level.length ? search.level : undefined,
    category: search.category.length ? search.category : undefined,
    minSalary: search.salary ?? undefined,
    verified: search.verified || undefined,
  };
}

/** Whether the search says anything an alert can keep ('posted within' alone does not). */
export const hasAlertCriteria = (search: JobSearch) =>
  Object.values(alertInputFromSearch(search)).some((value) => value !== undefined);

export const alertInputFromQueryString = (query: string) =>
  alertInputFromSearch(parseJobSearch(new URLSearchParams(query)));
