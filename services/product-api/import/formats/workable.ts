import { z } from "zod";
import { htmlToText } from "../html-text";
import type { Opening } from "../opening";
import { category, countryCode, experienceLevel, jobType, placeFromText, remoteOption } from "../normalise";
import { date, looseJson, optionalText, parseJson, shaped, type FeedFormat } from "./shared";

// Workable's public jobs of an account, the JSON behind Workable-hosted careers pages and job
// widgets: GET https://www.workable.com/api/accounts/{subdomain}?details=true (also answered at
// apply.workable.com/api/v1/widget/accounts/{subdomain}), documented at
// https://workable.readme.io/reference/jobs-1 ("api/accounts/:subdomain"): the account's name and
// description, then jobs with title, code, shortcode, country, city, state, employment_type,
// telecommuting, department, url, shortlink, application_url, published_on, created_at, locations,
// and with details=true the description's HTML.

const Location = z
  .object({ country: optionalText, countryCode: optionalText, city: optionalText, region: optionalText })
  .loose();
const Job = z
  .object({
    title: z.string(),
    shortcode: z.string().trim().min(1),
    employment_type: optionalText,
    telecommuting: z.boolean().nullish().catch(null),
    workplace_type: optionalText,
    department: optionalText,
    url: optionalText,
    shortlink: optionalText,
    published_on: optionalText,
    created_at: optionalText,
    country: optionalText,
    city: optionalText,
    state: optionalText,
    experience: optionalText,
    function: optionalText,
    industry: optionalText,
    locations: z.array(Location).nullish().catch(null),
    description: optionalText,
  })
  .loose();
const Account = z.object({ name: optionalText, jobs: z.array(Job) }).loose();

function opening(job: z.infer<typeof Job>): Opening {
  const first = job.locations?.[0];
  const city = first?.city || job.city || "";
  const country = countryCode(first?.countryCode) || countryCode(first?.country) || countryCode(job.country);
  const place = placeFromText([city, job.country].filter(Boolean).join(", "));
  return {
    externalId: job.shortcode,
    title: job.title,
    description: htmlToText(job.description ?? ""),
    city: place.city || city,
    country: country || place.country,
    remoteOption: remoteOption(job.workplace_type, job.telecommuting === true),
    jobType: jobType(job.employment_type),
    experienceLevel: experienceLevel(job.experience),
    category: category(job.function, job.department, job.title),
    datePosted: date(job.published_on ?? job.created_at),
    url: job.url ?? job.shortlink,
  };
}

export const workable: FeedFormat = {
  name: "workable",
  detect(body, url) {
    if (url.hostname.endsWith("workable.com")) return true;
    const value = looseJson(body) as { jobs?: { shortcode?: unknown }[] } | undefined;
    return Array.isArray(value?.jobs) && value.jobs.some((job) => job && "shortcode" in job);
  },
  async read(body) {
    return shaped(Account, parseJson(body), "Workable jobs widget").jobs.map(opening);
  },
};
