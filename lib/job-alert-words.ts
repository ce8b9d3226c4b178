// How a job alert's search reads to people on the Alerts page (the digest mails say it in the
// seeker's language: services/product-api/routes/alerts/digest-mail.ts).
import { formatMoney } from "@/lib/format";
import { countryName, VERIFIED_FILTER_LABEL } from "@/lib/job-filter-labels";
import { JOB_CATEGORIES, REMOTE_FILTER_LABELS, type JobCategory, type RemoteValue } from "@/lib/job-search";

export interface AlertCriteria {
  searchQuery: string;
  country: string[];
  city: string[];
  jobType: string[];
  remoteOption: string[];
  experienceLevel: string[];
  category: string[];
  minSalary: number | null;
  verified: boolean;
}

const either = (values: string[]) => values.join(" or ");

/** The parts of the search in words: ['“nurse”', 'in Nairobi, Kenya', 'Full-time', …]. */
export function alertCriteriaParts(alert: AlertCriteria): string[] {
  const parts: string[] = [];
  parts.push(alert.searchQuery ? `“${alert.searchQuery}”` : "All jobs");
  const places = [either(alert.city), either(alert.country.map(countryName))].filter(Boolean);
  if (places.length) parts.push(`in ${places.join(", ")}`);
  if (alert.jobType.length) parts.push(either(alert.jobType));
  if (alert.remoteOption.length)
    parts.push(either(alert.remoteOption.map((v) => REMOTE_FILTER_LABELS[v as RemoteValue] ?? v)));
  if (alert.experienceLevel.length) parts.push(either(alert.experienceLevel));
  if (alert.category.length)
    parts.push(either(alert.category.map((v) => JOB_CATEGORIES[v as JobCategory] ?? v)));
  if (alert.minSalary) parts.push(`${formatMoney(alert.minSalary)}+ a year`);
  if (alert.verified) parts.push(VERIFIED_FILTER_LABEL.toLowerCase());
  return parts;
}

export const FREQUENCY_LABELS = { daily: "Daily", weekly: "Weekly" } as const;
