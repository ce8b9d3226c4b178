import type { JobLanguage } from "../../lib/job-values";
import type { Category } from "./roles";

/** A role as an employer writing in another language describes it. */
export interface LocalRole {
  title: string;
  /** Clauses that complete the lead ("Vos missions :", "No dia-a-dia, irá …"). */
  duties: string[];
  requirements: string[];
}

/**
 * The sentence pools of postings written in one language. Placeholders: {company} {title} {city}
 * {inCountry} ("au Sénégal", "nchini Tanzania") {months} {days}; titles take {role}.
 */
export interface LocalText {
  roles: Record<Category, LocalRole[]>;
  titles: { intern: string[]; volunteer: string; junior: string; senior: string; lead: string };
  openers: string[];
  leads: string[];
  closers: string[];
  internship: string[];
  volunteer: string;
  growth: string[];
  workMode: Record<0 | 1 | 2, string[]>;
  apply: string[];
  benefits: string[];
  /** How a list is written: "a, b et c"; "أ، ب وج". */
  list: { separator: string; last: string };
  /** By country code: its name after a city in the location, and "in <country>". */
  countries: Record<string, { name: string; in: string }>;
  /** City names as written in the text, where they differ from the place's. */
  cities?: Record<string, string>;
  /** Keep the location as the place's own "City, Country" (the facets' spelling). */
  latinLocation?: boolean;
}

/**
 * Which language a job in each country is posted in, by weight (other countries: English). French in
 * francophone Africa (alongside Arabic in the Maghreb), Portuguese in Angola and Mozambique, some
 * Swahili in Tanzania and Kenya, some Arabic in Egypt; international employers still post in English.
 */
export const LANGUAGE_MIX: Record<string, [JobLanguage, number][]> = {
  SN: [
    ["fr", 85],
    ["en", 15],
  ],
  CI: [
    ["fr", 90],
    ["en", 10],
  ],
  CM: [
    ["fr", 75],
    ["en", 25],
  ],
  CD: [
    ["fr", 85],
    ["en", 15],
  ],
  MA: [
    ["fr", 50],
    ["ar", 35],
    ["en", 15],
  ],
  TN: [
    ["fr", 50],
    ["ar", 30],
    ["en", 20],
  ],
  EG: [
    ["ar", 40],
    ["en", 60],
  ],
  AO: [
    ["pt", 90],
    ["en", 10],
  ],
  MZ: [
    ["pt", 85],
    ["en", 15],
  ],
  TZ: [
    ["sw", 35],
    ["en", 65],
  ],
  KE: [
    ["sw", 12],
    ["en", 88],
  ],
};
