import type { JobLanguage, JobType } from "../lib/job-values";
import { AFRICAN_PLACES, OCEANIA_PLACES, REGION_PAY, type Place } from "./data/places";
import { COMPANIES, type Company } from "./data/companies";
import { LANGUAGE_MIX, type LocalText } from "./data/local";
import { CATEGORIES, ROLES, type Category, type Role } from "./data/roles";
import {
  BENEFITS,
  EXPERIENCE_LEVELS,
  GROWTH,
  INTERNSHIP,
  OPENERS,
  ROLE_CLOSERS,
  ROLE_LEADS,
  VOLUNTEER,
  WORK_MODE,
} from "./data/text";
import { ARABIC } from "./data/text-ar";
import { FRENCH } from "./data/text-fr";
import { PORTUGUESE } from "./data/text-pt";
import { SWAHILI } from "./data/text-sw";
import { createRandom, type Random } from "./prng";
import { riskFlags } from "../routes/jobs/risk-flags";

export interface SeedJob {
  slug: string;
  title: string;
  company: string;
  location: string;
  country_code: string;
  job_type: JobType;
  remote_option: 0 | 1 | 2;
  experience_level: string;
  category: string;
  description: string;
  requirements: string[];
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: "USD";
  benefits: string | null;
  date_posted: string;
  deadline: string | null;
  risk_flags: string[];
  language: JobLanguage;
}

const LOCAL: Partial<Record<JobLanguage, LocalText>> = {
  fr: FRENCH,
  pt: PORTUGUESE,
  sw: SWAHILI,
  ar: ARABIC,
};

// A few demo jobs show what the scam checks catch (they stay off the lists, but their pages open).
const SCAM_EXAMPLES = [
  "Shortlisted candidates pay a registration fee of KES 1,500 before the interview. Call or WhatsApp 0712 345 678.",
  "Les candidats retenus versent des frais de dossier de 10 000 FCFA. Envoyez votre CV à recrutement.offres@gmail.com.",
  "Send your CV by WhatsApp only: +234 803 123 4567. A refundable uniform deposit is paid on the first day.",
];
const SCAM_EVERY = 100;
const SCAM_AT = 37;

const DAY = 86_400_000;
const LEVEL_PAY: Record<string, number> = {
  "Entry level": 0.6,
  Junior: 0.75,
  "Mid level": 1,
  Senior: 1.45,
  Lead: 1.8,
};

const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(vars[key] ?? `{${key}}`));

const listOf = (items: string[], { separator, last } = { separator: ", ", last: " and " }) =>
  items.length > 1 ? `${items.slice(0, -1).join(separator)}${last}${items.at(-1)}` : items[0];

function titleFor(role: Role, jobType: JobType, level: string, r: Random) {
  if (jobType === "Internship")
    return r.chance(0.75) ? `${role.title} Intern` : `Graduate Trainee – ${role.title}`;
  if (jobType === "Volunteer") return `Volunteer ${role.title}`;
  if (level === "Senior" || level === "Lead" || level === "Junior") return `${level} ${role.title}`;
  return role.title;
}

function salaryFor(role: Role, level: string, jobType: JobType, region: keyof typeof REGION_PAY, r: Random) {
  if (jobType === "Volunteer" || r.chance(0.15)) return { min: null, max: null };
  const typeFactor = jobType === "Internship" ? 0.35 : jobType === "Part-time" ? 0.55 : 1;
  const mid =
    role.basePay * REGION_PAY[region] * (LEVEL_PAY[level] ?? 1) * typeFactor * (0.9 + r.next() * 0.2);
  const round = (n: number) => Math.max(500, Math.round(n / 500) * 500);
  const min = round(mid * 0.85);
  const max = round(mid * 1.15);
  const shape = r.next();
  if (shape < 0.12) return { min, max: null };
  if (shape < 0.24) return { min: null, max };
  return { min, max };
}

const ALL_PLACES = [...AFRICAN_PLACES, ...OCEANIA_PLACES];

/** A company whose story names a place hires there; the others mostly in Africa, some in Oceania. */
function placeFor(company: Company, r: Random): Place {
  if (Array.isArray(company.where))
    return r.pick(ALL_PLACES.filter((p) => company.where!.includes(p.countryCode)));
  const region = company.where ?? (r.chance(0.78) ? "africa" : "oceania");
  return r.pick(region === "africa" ? AFRICAN_PLACES : OCEANIA_PLACES);
}

/** The language of a job in this place (LANGUAGE_MIX), from a stream of its own: the job's is unchanged. */
function languageFor(place: Place, index: number): JobLanguage {
  const mix = LANGUAGE_MIX[place.countryCode];
  return mix ? createRandom(Math.imul(index + 1, 0x27d4eb2d) ^ 0x165667b1).weighted(mix) : "en";
}

interface PostingInput {
  company: Company;
  jobType: JobType;
  level: string;
  remoteOption: 0 | 1 | 2;
  place: Place;
  r: Random;
}

interface Posting {
  title: string;
  location: string;
  paragraphs: string[];
  requirements: string[];
}

function englishPosting({
  role,
  company,
  jobType,
  level,
  remoteOption,
  place,
  r,
}: PostingInput & { role: Role }): Posting {
  const title = titleFor(role, jobType, level, r);
  const vars = {
    company: company.name,
    about: company.about,
    title,
    city: place.city,
    country: place.country,
    months: r.pick([3, 6]),
    days: r.int(2, 6),
  };
  const paragraphs = [
    fill(r.pick(OPENERS), vars),
    `${fill(r.pick(ROLE_LEADS), vars)} ${listOf(r.sample(role.duties, 3))}. ${r.pick(ROLE_CLOSERS)}`,
  ];
  if (jobType === "Internship") paragraphs.push(fill(r.pick(INTERNSHIP), vars));
  if (jobType === "Volunteer") paragraphs.push(fill(VOLUNTEER, vars));
  if (paragraphs.length < 4 && r.chance(0.6)) paragraphs.push(r.pick(GROWTH));
  if (paragraphs.length < 4 && r.chance(0.7)) paragraphs.push(fill(r.pick(WORK_MODE[remoteOption]), vars));
  const requirements = r.sample(role.requirements, r.int(3, 6));
  return { title, location: `${place.city}, ${place.country}`, paragraphs, requirements };
}

/** A posting written in the place's language by a local employer: its own roles and sentences. */
function localPosting(
  local: LocalText,
  { category, company, jobType, level, remoteOption, place, r }: PostingInput & { category: Category },
): Posting {
  const role = r.pick(local.roles[category]);
  const { titles } = local;
  const title = fill(
    jobType === "Internship"
      ? r.pick(titles.intern)
      : jobType === "Volunteer"
        ? titles.volunteer
        : level === "Senior"
          ? titles.senior
          : level === "Lead"
            ? titles.lead
            : level === "Junior"
              ? titles.junior
              : "{role}",
    { role: role.title },
  );
  const country = local.countries[place.countryCode];
  const vars = {
    company: company.name,
    title,
    city: local.cities?.[place.city] ?? place.city,
    inCountry: country?.in ?? place.country,
    months: r.pick([3, 6]),
    days: r.int(2, 6),
  };
  const duties = listOf(r.sample(role.duties, 3), local.list);
  const paragraphs = [
    fill(r.pick(local.openers), vars),
    `${fill(r.pick(local.leads), vars)} ${duties}. ${r.pick(local.closers)}`,
  ];
  if (jobType === "Internship") paragraphs.push(fill(r.pick(local.internship), vars));
  if (jobType === "Volunteer") paragraphs.push(fill(local.volunteer, vars));
  if (paragraphs.length < 3 && r.chance(0.6)) paragraphs.push(fill(r.pick(local.growth), vars));
  if (paragraphs.length < 3 && r.chance(0.7))
    paragraphs.push(fill(r.pick(local.workMode[remoteOption]), vars));
  paragraphs.push(r.pick(local.apply));
  const requirements = r.sample(role.requirements, r.int(3, 6));
  const countryName = local.latinLocation ? place.country : (country?.name ?? place.country);
  return { title, location: `${place.city}, ${countryName}`, paragraphs, requirements };
}

/** Job number `index`, the same on every run: its random stream is seeded by the index alone. */
export function generateJob(index: number, now: Date): SeedJob {
  const r = createRandom(Math.imul(index + 1, 2_654_435_761) ^ 0x5bd1e995);
  const category = CATEGORIES[index % CATEGORIES.length];
  const { roles, remoteFriendliness } = ROLES[category];
  const role = r.pick(roles);
  const company = r.pick(COMPANIES[category]);
  const jobType = r.weighted<JobType>([
    ["Full-time", 48],
    ["Internship", 24],
    ["Contract", 11],
    ["Part-time", 8],
    ["Temporary", 5],
    ["Volunteer", 4],
  ]);
  const roll = r.next();
  const remoteOption: 0 | 1 | 2 = roll < remoteFriendliness * 0.5 ? 2 : roll < remoteFriendliness ? 1 : 0;
  const place = placeFor(company, r);
  const level =
    jobType === "Internship" || jobType === "Volunteer"
      ? "Entry level"
      : r.weighted<string>([
          [EXPERIENCE_LEVELS[0], 2],
          [EXPERIENCE_LEVELS[1], 4],
          [EXPERIENCE_LEVELS[2], 6],
          [EXPERIENCE_LEVELS[3], 3],
          [EXPERIENCE_LEVELS[4], 1],
        ]);
  const language = languageFor(place, index);
  const local = LOCAL[language];
  const text = local
    ? localPosting(local, { category, company, jobType, level, remoteOption, place, r })
    : englishPosting({ role, company, jobType, level, remoteOption, place, r });
  const { title, paragraphs } = text;

  if (index % SCAM_EVERY === SCAM_AT) {
    if (paragraphs.length >= 4) paragraphs.pop();
    const example = language === "fr" ? 1 : Math.floor(index / SCAM_EVERY) % SCAM_EXAMPLES.length;
    paragraphs.push(SCAM_EXAMPLES[example]);
  }

  const salary = salaryFor(role, level, jobType, remoteOption === 2 ? "remote" : place.region, r);
  const deadlineRoll = r.next();
  const deadline =
    deadlineRoll < 0.1
      ? null
      : deadlineRoll < 0.22
        ? now.getTime() - r.int(1, 30) * DAY
        : now.getTime() + r.int(5, 75) * DAY;
  const posted =
    deadline !== null && deadline < now.getTime()
      ? deadline - r.int(20, 50) * DAY
      : now.getTime() - r.int(0, 45 * 24 * 60) * 60_000;

  const job: Omit<SeedJob, "risk_flags"> = {
    slug: `seed-${index}`,
    title,
    company: company.name,
    location: remoteOption === 2 ? "Remote" : text.location,
    country_code: place.countryCode,
    job_type: jobType,
    remote_option: remoteOption,
    experience_level: level,
    category,
    description: paragraphs.join("\n\n"),
    requirements: text.requirements,
    salary_min: salary.min,
    salary_max: salary.max,
    salary_currency: "USD",
    benefits: r.chance(0.15) ? null : `${r.sample(local?.benefits ?? BENEFITS, r.int(2, 4)).join(". ")}.`,
    date_posted: new Date(posted).toISOString(),
    deadline: deadline === null ? null : new Date(deadline).toISOString(),
    language,
  };
  return { ...job, risk_flags: riskFlags(job) };
}
