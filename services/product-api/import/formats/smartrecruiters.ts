import { z } from "zod";
import { htmlToText, listItems } from "../html-text";
import { FeedError, type Opening } from "../opening";
import { category, countryCode, experienceLevel, jobType, remoteOption } from "../normalise";
import { date, id, looseJson, optionalText, parseJson, shaped, type FeedFormat } from "./shared";

// SmartRecruiters Posting API (https://developers.smartrecruiters.com/docs/posting-api, "Endpoints"
// and "Objects"): GET https://api.smartrecruiters.com/v1/companies/{companyIdentifier}/postings
// lists active postings as a ListResult {offset, limit, totalFound, content: [Posting]}, paged by
// offset and limit (at most 100); the list leaves the job ad out, so each posting is read from
// /postings/{postingId}, whose jobAd.sections hold companyDescription, jobDescription,
// qualifications and additionalInformation as HTML.

const Label = z.object({ id: optionalText, label: optionalText }).loose().nullish().catch(null);
const Posting = z
  .object({
    id,
    name: z.string(),
    releasedDate: optionalText,
    location: z
      .object({
        city: optionalText,
        region: optionalText,
        country: optionalText,
        remote: z.boolean().nullish(),
        hybrid: z.boolean().nullish(),
      })
      .loose()
      .nullish()
      .catch(null),
    function: Label,
    department: Label,
    typeOfEmployment: Label,
    experienceLevel: Label,
    language: z.object({ code: optionalText }).loose().nullish().catch(null),
    postingUrl: optionalText,
  })
  .loose();
const Section = z.object({ title: optionalText, text: optionalText }).loose().nullish().catch(null);
const Details = Posting.extend({
  jobAd: z.object({
    sections: z
      .object({
        companyDescription: Section,
        jobDescription: Section,
        qualifications: Section,
        additionalInformation: Section,
      })
      .loose(),
  }),
});
const ListResult = z.object({ totalFound: z.number().int(), content: z.array(Posting) }).loose();

/** Pages past the first are read until this many postings: a bigger board is cut, not refused. */
const MAX_POSTINGS = 1000;

function opening(posting: z.infer<typeof Details>): Opening {
  const { sections } = posting.jobAd;
  const location = posting.location;
  const qualifications = sections.qualifications?.text ?? "";
  const items = listItems(qualifications);
  return {
    externalId: posting.id,
    title: posting.name,
    description: [
      sections.jobDescription,
      items.length ? null : sections.qualifications,
      sections.additionalInformation,
      sections.companyDescription,
    ]
      .map((section) => (section?.text ? htmlToText(section.text) : ""))
      .filter(Boolean)
      .join("\n\n"),
    requirements: items,
    city: location?.city ?? "",
    country: countryCode(location?.country),
    remoteOption: location?.remote ? 2 : location?.hybrid ? 1 : remoteOption(posting.typeOfEmployment?.label),
    jobType: jobType(posting.typeOfEmployment?.label, posting.typeOfEmployment?.id),
    experienceLevel: experienceLevel(posting.experienceLevel?.id ?? posting.experienceLevel?.label),
    category: category(posting.function?.label, posting.department?.label, posting.name),
    datePosted: date(posting.releasedDate),
    language: posting.language?.code,
    url: posting.postingUrl,
  };
}

export const smartrecruiters: FeedFormat = {
  name: "smartrecruiters",
  detect(body, url) {
    if (url.hostname.endsWith("smartrecruiters.com")) return true;
    const value = looseJson(body) as { totalFound?: unknown; content?: unknown } | undefined;
    return typeof value?.totalFound === "number" && Array.isArray(value.content);
  },
  async read(body, { feedUrl, fetchJson }) {
    const first = shaped(ListResult, parseJson(body), "SmartRecruiters postings list");
    const postings = [...first.content];
    const base = new URL(feedUrl);
    while (postings.length < Math.min(first.totalFound, MAX_POSTINGS)) {
      const page = new URL(base);
      page.searchParams.set("offset", String(postings.length));
      page.searchParams.set("limit", "100");
      const next = shaped(ListResult, await fetchJson(page.href), "SmartRecruiters postings page");
      if (next.content.length === 0) break;
      postings.push(...next.content);
    }
    const path = base.pathname.replace(/\/+$/, "");
    const openings: Opening[] = [];
    for (const posting of postings) {
      const detail = new URL(`${path}/${encodeURIComponent(posting.id)}`, base.origin);
      const read = Details.safeParse(await fetchJson(detail.href));
      if (!read.success) throw new FeedError(`posting ${posting.id} has no job ad (${detail.pathname})`);
      openings.push(opening(read.data));
    }
    return openings;
  },
};
