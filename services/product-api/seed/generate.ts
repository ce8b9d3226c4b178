import type { JobType } from "../lib/job-values";
import { AFRICAN_PLACES, OCEANIA_PLACES, REGION_PAY, type Place } from "./data/places";
import { COMPANIES, type Company } from "./data/companies";
import { CATEGORIES, ROLES, type Role } from "./data/roles";
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
}

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

const listOf = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : items[0];

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

/** Job number `index`, the same on every run: its random stream is seeded by the index alone. */
const ALL_PLACES = [...AFRICAN_PLACES, ...OCEANIA_PLACES];

/** A company whose story names a place hires there; the others mostly in Africa, some in Oceania. */
function placeFor(company: Company, r: Random): Place {
  if (Array.isArray(company.where))
    return r.pick(ALL_PLACES.filter((p) => company.where!.includes(p.countryCode)));
  const region = company.where ?? (r.chance(0.78) ? "africa" : "oceania");
  return r.pick(region === "africa" ? AFRICAN_PLACES : OCEANIA_PLACES);
}

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

  if (index % SCAM_EVERY === SCAM_AT) {
    if (paragraphs.length >= 4) paragraphs.pop();
    paragraphs.push(SCAM_EXAMPLES[Math.floor(index / SCAM_EVERY) % SCAM_EXAMPLES.length]);
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
    location: remoteOption === 2 ? "Remote" : `${place.city}, ${place.country}`,
    country_code: place.countryCode,
    job_type: jobType,
    remote_option: remoteOption,
    experience_level: level,
    category,
    description: paragraphs.join("\n\n"),
    requirements: r.sample(role.requirements, r.int(3, 6)),
    salary_min: salary.min,
    salary_max: salary.max,
    salary_currency: "USD",
    benefits: r.chance(0.15) ? null : `${r.sample(BENEFITS, r.int(2, 4)).join(". ")}.`,
    date_posted: new Date(posted).toISOString(),
    deadline: deadline === null ? null : new Date(deadline).toISOString(),
  };
  return { ...job, risk_flags: riskFlags(job) };
}
