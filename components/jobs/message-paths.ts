import type { Namespace } from "@/components/i18n/pick-messages";
import { REPORT_JOB_MESSAGES } from "@/components/trust/message-paths";

// The messages the job pages' client components read, and only those: a provider sends what it names
// in every page's payload, and keys that only server components read are not sent. A client
// component that reads another key adds it here (components/i18n/client-message-paths.test.tsx renders
// them with these alone).

/** SaveJobButton and AppliedMark, on cards and on the job page. */
const JOB_MARK_MESSAGES = [
  "jobs.card.save",
  "jobs.card.saved",
  "jobs.card.saveFor",
  "jobs.card.saveFailed",
  "jobs.card.applied",
] as const satisfies readonly Namespace[];

/** JobCardList (its link, type chip and VerifiedBadge) and the pagination under it: landing pages. */
export const JOB_LIST_MESSAGES = [
  ...JOB_MARK_MESSAGES,
  "jobs.card.viewDetails",
  "jobs.card.viewDetailsFor",
  "filters.jobType",
  "trust",
  "jobs.pagination",
] as const satisfies readonly Namespace[];

/**
 * The filter form (JobFilters with its option labels, FilterSheet, FilterSheetDialog); not
 * `filters.active` and `filters.remove`, which only the server's chips read.
 */
const FILTER_FORM_MESSAGES = [
  "filters.title",
  "filters.toggleActive",
  "filters.close",
  "filters.clearAll",
  "filters.showJobs",
  "filters.showCount",
  "filters.showing",
  "filters.form",
  "filters.apply",
  "filters.sortBy",
  "filters.relevance",
  "filters.newest",
  "filters.any",
  "filters.anyCountry",
  "filters.anyCity",
  "filters.verifiedOnly",
  "filters.salaryAtLeast",
  "filters.groups",
  "filters.remote",
  "filters.level",
  "filters.category",
  "filters.posted",
  "filters.language",
] as const satisfies readonly Namespace[];

/**
 * Browse and search (/jobs): the list, the hero's search box, the filter form, the error screen
 * (error.tsx) and the 404 screen (`status`: the layout's own object, so the payload holds it once).
 */
export const JOBS_SCREEN_MESSAGES = [
  ...JOB_LIST_MESSAGES,
  ...FILTER_FORM_MESSAGES,
  "jobs.hero",
  "jobs.search",
  "jobs.errors",
  "status",
] as const satisfies readonly Namespace[];

/** The job page's own application (MyApplicationPanel): its status chip, timeline and withdrawal. */
const MY_APPLICATION_MESSAGES = [
  "applications.yourApplication",
  "applications.statusLabel",
  "applications.status",
  "applications.timelineHeading",
  "applications.withdrawOpen",
  "applications.withdrawConfirm",
  "applications.withdrawSubmit",
  "applications.withdrawKeep",
  "applications.withdrawFailed",
] as const satisfies readonly Namespace[];

/**
 * The job page: apply, save, applied mark, the seeker's application, verified badge, share and copy,
 * report (the dialog's form).
 */
export const JOB_PAGE_MESSAGES = [
  ...JOB_MARK_MESSAGES,
  ...MY_APPLICATION_MESSAGES,
  "job.apply",
  "trust",
  "share.native",
  "share.copy",
  "share.copied",
  "share.copyFailed",
  ...REPORT_JOB_MESSAGES,
] as const satisfies readonly Namespace[];
