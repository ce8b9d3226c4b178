import { CITY_NAMES } from "../lib/city-names";
import { JOB_TYPES, type JobType } from "../lib/job-values";

// Feed values turned into the values Kazi's filters use: ISO country codes, the six job types,
// remoteOption 0/1/2, the experience levels and categories the search filters list.

const ALIASES: Record<string, string> = {
  usa: "US",
  "united states of america": "US",
  uk: "GB",
  "great britain": "GB",
  england: "GB",
  "ivory coast": "CI",
  "cote d'ivoire": "CI",
  drc: "CD",
  "dr congo": "CD",
  "congo-kinshasa": "CD",
  "congo-brazzaville": "CG",
  "republic of the congo": "CG",
  tanzania: "TZ",
  "the gambia": "GM",
  eswatini: "SZ",
  swaziland: "SZ",
  uae: "AE",
  "south korea": "KR",
  russia: "RU",
};
let countryNames: Map<string, string> | undefined;

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’`]/g, "'")
    .trim()
    .toLowerCase();

/** English, French and Portuguese country names by folded name, built once from Intl. */
function namesToCodes(): Map<string, string> {
  if (countryNames) return countryNames;
  countryNames = new Map(Object.entries(ALIASES));
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  for (const locale of ["en", "fr", "pt"]) {
    const names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
    for (const a of letters)
      for (const b of letters) {
        const code = a + b;
        const name = names.of(code);
        if (name && !countryNames.has(fold(name))) countryNames.set(fold(name), code);
      }
  }
  return countryNames;
}

/** An ISO 3166-1 alpha-2 code from a code or a country name; "" when it names no country. */
export function countryCode(value: string | null | undefined): string {
  const text = value?.trim() ?? "";
  if (/^[A-Za-z]{2}$/.test(text)) {
    const code = text.toUpperCase();
    const name = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" }).of(code);
    return name && name !== "Unknown Region" ? code : "";
  }
  return namesToCodes().get(fold(text)) ?? "";
}

const CITIES = new Map(
  Object.entries(CITY_NAMES).map(([name, { country }]) => [fold(name), { name, country }]),
);

export interface Place {
  city: string;
  country: string;
  remote: boolean;
}

/** "Nairobi, Kenya", "Remote - Lagos, NG", "Dakar": the city, the country code, and whether it says remote. */
export function placeFromText(text: string | null | undefined): Place {
  const remote = /\b(?:remote|anywhere|télétravail|teletravail|remoto)\b/i.test(text ?? "");
  const parts = (text ?? "")
    .replace(/\((?:remote|hybrid|on-?site)\)/gi, "")
    .split(/\s*[,;/|•]\s*|\s+[–—-]\s+/)
    .map((part) => part.trim())
    .filter((part) => part && !/^(?:remote|anywhere|hybrid|on-?site|télétravail)$/i.test(part));
  let country = "";
  for (const part of [...parts].reverse()) if ((country = countryCode(part))) break;
  const known = parts.map((part) => CITIES.get(fold(part))).find(Boolean);
  const city = known?.name ?? parts.find((part) => !countryCode(part) && !/^[A-Z]{2}$/.test(part)) ?? "";
  return { city, country: country || known?.country || "", remote };
}

/** "City, Country" as Kazi's jobs write it (the country in English), "Remote" for remote work. */
export function locationText(city: string, country: string, remoteOption: number): string {
  if (remoteOption === 2) return "Remote";
  const countryName = country ? new Intl.DisplayNames(["en"], { type: "region" }).of(country) : "";
  return [city, countryName].filter(Boolean).join(", ") || "Unspecified";
}

const TYPE_WORDS: [RegExp, JobType][] = [
  [/intern|stage|stagiaire|estágio|estagio|graduate trainee|attachment/i, "Internship"],
  [/volunt|bénévol|benevol/i, "Volunteer"],
  [/part[\s_-]?time|temps partiel|meio período|meio periodo|parttime/i, "Part-time"],
  [/contract|freelance|consultan|\bcdd\b|prestataire|per[\s_-]?diem/i, "Contract"],
  [/\btemporar|\btemp\b|seasonal|saisonnier|casual/i, "Temporary"],
  [/full[\s_-]?time|permanent|temps plein|\bcdi\b|fulltime|tempo integral|regular/i, "Full-time"],
];

/** One of Kazi's job types from a feed's employment type; Full-time when it says nothing known. */
export function jobType(...values: (string | null | undefined)[]): JobType {
  for (const value of values) {
    if (!value) continue;
    const exact = JOB_TYPES.find((type) => type.toLowerCase() === value.toLowerCase());
    if (exact) return exact;
    const found = TYPE_WORDS.find(([pattern]) => pattern.test(value));
    if (found) return found[1];
  }
  return "Full-time";
}

/** remoteOption (0 on-site, 1 hybrid, 2 remote) from a feed's workplace words. */
export function remoteOption(...values: (string | boolean | null | undefined)[]): 0 | 1 | 2 {
  for (const value of values) {
    if (value === true) return 2;
    if (typeof value !== "string") continue;
    if (/hybrid|hybride|híbrido|hibrido/i.test(value)) return 1;
    if (/remote|telecommute|work from home|fully remote|distance|remoto/i.test(value)) return 2;
  }
  return 0;
}

const LEVELS: [RegExp, string][] = [
  [/intern|entry|graduate|trainee|junior[\s_-]?entry|débutant|debutant|associate/i, "Entry level"],
  [/junior/i, "Junior"],
  [/mid|intermediate|experienced|confirmé|confirme/i, "Mid level"],
  [/lead|principal|director|head|executive|manager|vp/i, "Lead"],
  [/senior/i, "Senior"],
];

/** One of the experience levels the filters list, or null. */
export function experienceLevel(value: string | null | undefined): string | null {
  if (!value) return null;
  return LEVELS.find(([pattern]) => pattern.test(value))?.[1] ?? null;
}

const CATEGORIES: [RegExp, string][] = [
  [/software|developer|frontend|backend|full[\s-]?stack|devops|data (?:engineer|scien)|mobile/i, "software"],
  [/design|creative|ux|ui\b|graphic/i, "design"],
  [/marketing|communication|brand|content|social media/i, "marketing"],
  [/sales|business development|account (?:manager|executive)|commercial/i, "sales"],
  [/engineer|technician|mechanical|electrical|civil/i, "engineering"],
  [/hospitality|hotel|tourism|restaurant|chef|travel/i, "hospitality"],
];

/** One of the six home-page categories when the department or title clearly says it; else null. */
export function category(...values: (string | null | undefined)[]): string | null {
  for (const value of values)
    if (value) for (const [pattern, name] of CATEGORIES) if (pattern.test(value)) return name;
  return null;
}
