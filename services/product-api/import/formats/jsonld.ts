import { decodeEntities, htmlToText } from "../html-text";
import { FeedError, type Opening } from "../opening";
import { category, countryCode, jobType, placeFromText, remoteOption } from "../normalise";
import { date, type FeedFormat } from "./shared";

// schema.org JobPosting as JSON-LD in a careers page (https://schema.org/JobPosting, and Google's
// "Job posting structured data" guide, developers.google.com/search/docs/appearance/structured-data/job-posting):
// each <script type="application/ld+json"> holds a JobPosting, an array of them, an @graph, or an
// ItemList of them. The opening's key is its identifier's value, else its url, else its title and
// place. A page without any JobPosting is an error, not an empty board: a redesign that drops the
// markup must not close every job.

type Node = Record<string, unknown>;
const SCRIPT = /<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null ? [] : [value]);
const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string =>
  typeof value === "string"
    ? value
    : typeof value === "number"
      ? String(value)
      : isNode(value)
        ? text(value.name ?? value["@value"])
        : "";
const isJobPosting = (node: Node) => asArray(node["@type"]).some((type) => type === "JobPosting");

/** Every JobPosting in a JSON-LD value, through arrays, @graph and ItemList elements. */
function postings(value: unknown, found: Node[] = [], depth = 0): Node[] {
  if (depth > 6) return found;
  for (const item of asArray(value)) {
    if (!isNode(item)) continue;
    if (isJobPosting(item)) found.push(item);
    else
      for (const key of ["@graph", "itemListElement", "item", "mainEntity"])
        postings(item[key], found, depth + 1);
  }
  return found;
}

function identifier(node: Node): string {
  const first = asArray(node.identifier)[0];
  return (isNode(first) ? text(first.value) : text(first)).trim();
}

function salary(node: Node): Opening["salary"] {
  const amount = asArray(node.baseSalary)[0];
  if (!isNode(amount)) return null;
  const value: Node = isNode(amount.value) ? amount.value : { value: amount.value };
  const factor = ({ YEAR: 1, MONTH: 12 } as Record<string, number>)[
    text(value.unitText).toUpperCase() || "YEAR"
  ];
  const number = (n: unknown) =>
    typeof n === "number"
      ? n * (factor ?? NaN)
      : typeof n === "string" && n.trim()
        ? Number(n) * (factor ?? NaN)
        : null;
  const min = number(value.minValue ?? value.value);
  const max = number(value.maxValue ?? value.value);
  if (!factor || (min === null && max === null)) return null;
  return {
    min: Number.isFinite(min) ? min : null,
    max: Number.isFinite(max) ? max : null,
    currency: text(amount.currency),
  };
}

function opening(node: Node): Opening {
  const place = asArray(node.jobLocation).find(isNode);
  const address: Node | undefined =
    place && (isNode(place.address) ? place.address : { addressLocality: text(place.address) });
  const city = text(address?.addressLocality);
  const written = placeFromText(
    [city, text(address?.addressRegion), text(address?.addressCountry)].filter(Boolean).join(", "),
  );
  const required = asArray(node.applicantLocationRequirements).map(text)[0];
  const country = countryCode(text(address?.addressCountry)) || written.country || countryCode(required);
  const title = decodeEntities(text(node.title));
  const url = text(node.url) || null;
  const remote = asArray(node.jobLocationType).some((t) => text(t).toUpperCase() === "TELECOMMUTE");
  return {
    externalId: identifier(node) || url || `${title} (${city || country || "anywhere"})`,
    title,
    description: htmlToText(text(node.description)),
    city: city || written.city,
    country,
    remoteOption: remote ? 2 : remoteOption(text(node.workHours)),
    jobType: jobType(...asArray(node.employmentType).map(text)),
    category: category(text(node.occupationalCategory), text(node.industry), title),
    salary: salary(node),
    datePosted: date(node.datePosted),
    deadline: date(node.validThrough),
    language: text(node.inLanguage) || null,
    url,
  };
}

export const jsonld: FeedFormat = {
  name: "jsonld",
  detect: (body) => /application\/ld\+json/i.test(body) && /JobPosting/.test(body),
  async read(body) {
    const found: Node[] = [];
    for (const [, json] of body.matchAll(SCRIPT)) {
      let value: unknown;
      try {
        value = JSON.parse(json.trim().replace(/^<!--|-->$/g, ""));
      } catch {
        throw new FeedError("a JSON-LD block on the page is not valid JSON");
      }
      postings(value, found);
    }
    if (found.length === 0) throw new FeedError("no schema.org JobPosting on the page (JSON-LD)");
    return found.map(opening);
  },
};
