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

/** The linking words of a search in a language; English by default (the digest mails, the English page). */
export interface AlertWords {
  allJobs: string;
  in: (places: string) => string;
  or: string;
  perYear: (amount: string) => string;
  verified: string;
  money: (amount: number) => string;
}

const ENGLISH: AlertWords = {
  allJobs: "All jobs",
  in: (places) => `in ${places}`,
  or: " or ",
  perYear: (amount) => `${amount}+ a year`,
  verified: VERIFIED_FILTER_LABEL.toLowerCase(),
  money: (amount) => formatMoney(amount),
};

/** The parts of the search in words: ['“nurse”', 'in Nairobi, Kenya', 'Full-time', …]. */
export function alertCriteriaParts(alert: AlertCriteria, words: AlertWords = ENGLISH): string[] {
  const either = (values: string[]) => values.join(words.or);
  const parts: string[] = [];
  parts.push(alert.searchQuery ? `“${alert.searchQuery}”` : words.allJobs);
  const places = [either(alert.city), either(alert.country.map(countryName))].filter(Boolean);
  if (places.length) parts.push(words.in(places.join(", ")));
  if (alert.jobType.length) parts.push(either(alert.jobType));
  if (alert.remoteOption.length)
    parts.push(either(alert.remoteOption.map((v) => REMOTE_FILTER_LABELS[v as RemoteValue] ?? v)));
  if (alert.experienceLevel.length) parts.push(either(alert.experienceLevel));
  if (alert.category.length)
    parts.push(either(alert.category.map((v) => JOB_CATEGORIES[v as JobCategory] ?? v)));
  if (alert.minSalary) parts.push(words.perYear(words.money(alert.minSalary)));
  if (alert.verified) parts.push(words.verified);
  return parts;
}
