import { htmlToText } from "../html-text";
import { FeedError, type Opening } from "../opening";
import { category, countryCode, experienceLevel, jobType, placeFromText, remoteOption } from "../normalise";
import { child, childText, parseXml, XmlError, type XmlElement } from "../xml";
import { date, type FeedFormat } from "./shared";

// A generic XML job feed in the shape of Indeed's XML feed (Indeed's "XML Feed Guidelines",
// docs.indeed.com/indeed-apply/xml-feed): <source> with <publisher>, <publisherurl>,
// <lastBuildDate>, then one <job> per opening with title, date, referencenumber, url, company,
// city, state, country, description (HTML in CDATA), salary, jobtype, category, experience,
// expirationdate and remotetype. Many ATSs export this shape; a <jobs> root is read the same way.

const ROOTS = new Set(["source", "jobs", "feed"]);

function opening(job: XmlElement, index: number): Opening {
  const get = (name: string) => childText(job, name);
  const place = placeFromText([get("city"), get("state"), get("country")].filter(Boolean).join(", "));
  const title = get("title");
  const url = get("url") || null;
  return {
    externalId:
      get("referencenumber") || get("requisitionid") || get("id") || url || `${title} #${index + 1}`,
    title,
    description: htmlToText(child(job, "description")?.text ?? ""),
    city: get("city") || place.city,
    country: countryCode(get("country")) || place.country,
    remoteOption: remoteOption(get("remotetype"), place.remote),
    jobType: jobType(get("jobtype")),
    experienceLevel: experienceLevel(get("experience")),
    category: category(get("category"), title),
    datePosted: date(get("date")),
    deadline: date(get("expirationdate")),
    language: get("language") || null,
    url,
  };
}

export const xml: FeedFormat = {
  name: "xml",
  detect: (body) =>
    /^\s*(?:\uFEFF)?(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:source|jobs)\b/i.test(body),
  async read(body) {
    let root: XmlElement;
    try {
      root = parseXml(body);
    } catch (error) {
      if (error instanceof XmlError) throw new FeedError(`the feed is not well-formed XML: ${error.message}`);
      throw error;
    }
    if (!ROOTS.has(root.name.toLowerCase()))
      throw new FeedError(`not a job feed: the root element is <${root.name}>, not <source> or <jobs>`);
    return root.children.filter((c) => c.name.toLowerCase() === "job").map(opening);
  },
};
