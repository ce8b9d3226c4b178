import { z } from "zod";
import { decodeEntities, htmlToText } from "../html-text";
import type { Opening } from "../opening";
import { category, experienceLevel, jobType, placeFromText, remoteOption } from "../normalise";
import { date, id, looseJson, optionalText, parseJson, shaped, type FeedFormat } from "./shared";

// Greenhouse Job Board API, "List jobs" with ?content=true:
// GET https://boards-api.greenhouse.io/v1/boards/{board_token}/jobs?content=true
// (https://developers.greenhouse.io/job-board.html#list-jobs). `content` is the description's HTML
// with its markup escaped as entities; employment type and workplace are custom fields in
// `metadata` when the employer shows them on the board.

const Metadata = z.object({ name: z.string(), value: z.unknown() }).loose();
const Job = z
  .object({
    id,
    title: z.string(),
    absolute_url: optionalText,
    updated_at: optionalText,
    first_published: optionalText,
    language: optionalText,
    location: z.object({ name: optionalText }).loose().nullish(),
    content: optionalText,
    departments: z
      .array(z.object({ name: z.string() }).loose())
      .nullish()
      .catch(null),
    offices: z
      .array(z.object({ name: optionalText, location: optionalText }).loose())
      .nullish()
      .catch(null),
    metadata: z.array(Metadata).nullish().catch(null),
  })
  .loose();
const Board = z.object({ jobs: z.array(Job) }).loose();

function field(metadata: z.infer<typeof Metadata>[] | null | undefined, pattern: RegExp): string | null {
  const found = metadata?.find((m) => pattern.test(m.name))?.value;
  if (typeof found === "string") return found;
  if (Array.isArray(found)) return found.filter((v) => typeof v === "string").join(", ") || null;
  return null;
}

function opening(job: z.infer<typeof Job>): Opening {
  const where = job.location?.name ?? job.offices?.[0]?.location ?? job.offices?.[0]?.name ?? "";
  const place = placeFromText(where);
  const employment = field(job.metadata, /employment|job type|commitment|contract/i);
  const workplace = field(job.metadata, /workplace|remote|location type/i);
  const department = job.departments?.[0]?.name ?? null;
  return {
    externalId: job.id,
    title: job.title,
    description: htmlToText(decodeEntities(job.content ?? "")),
    city: place.city,
    country: place.country,
    remoteOption: remoteOption(workplace, place.remote),
    jobType: jobType(employment),
    experienceLevel: experienceLevel(field(job.metadata, /level|seniority|experience/i)),
    category: category(department, job.title),
    datePosted: date(job.first_published ?? job.updated_at),
    language: job.language,
    url: job.absolute_url,
  };
}

export const greenhouse: FeedFormat = {
  name: "greenhouse",
  detect(body, url) {
    if (url.hostname.endsWith("greenhouse.io")) return true;
    const value = looseJson(body) as { jobs?: { absolute_url?: unknown }[] } | undefined;
    return Array.isArray(value?.jobs) && value.jobs.some((job) => job && "absolute_url" in job);
  },
  async read(body) {
    return shaped(Board, parseJson(body), "Greenhouse job board").jobs.map(opening);
  },
};
