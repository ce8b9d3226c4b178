import { z } from "zod";
import { htmlToText, listItems } from "../html-text";
import type { Opening } from "../opening";
import { category, countryCode, experienceLevel, jobType, placeFromText, remoteOption } from "../normalise";
import { date, id, looseJson, optionalText, parseJson, shaped, type FeedFormat } from "./shared";

// Lever Postings API, "Get a list of job postings" in JSON mode:
// GET https://api.lever.co/v0/postings/{site}?mode=json (https://github.com/lever/postings-api,
// README "Get a list of job postings"): an array of postings with categories (location, commitment,
// team, department), country, workplaceType, description, lists, additional and salaryRange.

const Posting = z
  .object({
    id,
    text: z.string(),
    categories: z
      .object({
        location: optionalText,
        commitment: optionalText,
        team: optionalText,
        department: optionalText,
        level: optionalText,
      })
      .loose()
      .nullish()
      .catch(null),
    country: optionalText,
    workplaceType: optionalText,
    description: optionalText,
    descriptionPlain: optionalText,
    lists: z
      .array(z.object({ text: z.string(), content: z.string() }).loose())
      .nullish()
      .catch(null),
    additional: optionalText,
    hostedUrl: optionalText,
    createdAt: z.number().nullish().catch(null),
    salaryRange: z
      .object({ currency: z.string(), interval: z.string(), min: z.number(), max: z.number() })
      .loose()
      .nullish()
      .catch(null),
  })
  .loose();

const REQUIREMENTS = /requir|qualif|must have|what you(?:'ll)? (?:bring|need)|skills|about you|profil/i;
const BENEFITS = /benefit|perks|what we offer|avantages|we offer/i;
// Kazi's salaries are yearly: an hourly or one-off range would mislead the salary filter.
const PER_YEAR: Record<string, number> = { "per-year-salary": 1, "per-month-salary": 12 };

function opening(posting: z.infer<typeof Posting>): Opening {
  const place = placeFromText(posting.categories?.location);
  const lists = posting.lists ?? [];
  const requirements = lists
    .filter((list) => REQUIREMENTS.test(list.text))
    .flatMap((l) => listItems(l.content));
  const benefits = lists.filter((list) => BENEFITS.test(list.text)).flatMap((l) => listItems(l.content));
  const other = lists
    .filter((list) => !REQUIREMENTS.test(list.text) && !BENEFITS.test(list.text))
    .map(
      (list) =>
        `${list.text}\n${listItems(list.content)
          .map((item) => `• ${item}`)
          .join("\n")}`,
    );
  const body = posting.description ? htmlToText(posting.description) : (posting.descriptionPlain ?? "");
  const salary = posting.salaryRange;
  const factor = salary ? PER_YEAR[salary.interval] : undefined;
  return {
    externalId: posting.id,
    title: posting.text,
    description: [body, ...other, htmlToText(posting.additional ?? "")].filter(Boolean).join("\n\n"),
    requirements,
    benefits: benefits.length ? benefits.map((item) => `• ${item}`).join("\n") : null,
    city: place.city,
    country: countryCode(posting.country) || place.country,
    remoteOption: remoteOption(posting.workplaceType, place.remote),
    jobType: jobType(posting.categories?.commitment),
    experienceLevel: experienceLevel(posting.categories?.level),
    category: category(posting.categories?.team, posting.categories?.department, posting.text),
    salary:
      salary && factor
        ? { min: salary.min * factor, max: salary.max * factor, currency: salary.currency }
        : null,
    datePosted: date(posting.createdAt),
    url: posting.hostedUrl,
  };
}

export const lever: FeedFormat = {
  name: "lever",
  detect(body, url) {
    if (url.hostname.endsWith("lever.co")) return true;
    const value = looseJson(body);
    return Array.isArray(value) && value.some((p) => p && typeof p === "object" && "hostedUrl" in p);
  },
  async read(body) {
    return shaped(z.array(Posting), parseJson(body), "Lever postings list").map(opening);
  },
};
