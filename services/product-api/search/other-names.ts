import { CITY_NAMES } from "../lib/city-names";
import { JOB_LANGUAGES } from "../lib/job-values";

// A job's place and category in each of our languages, indexed with them so that "مهندس القاهرة",
// "stage Le Caire" and "engineer Cairo" find the same jobs, and "stage hôtellerie" the hospitality
// internships: cities from the catalogue the web app names places with, countries through CLDR
// (Intl.DisplayNames), categories by the words seekers call them.

const fold = (name: string) => name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
const cityByName = new Map<string, string>();
/** A city's names: its English one, then those of its languages ("country" is its code). */
const namesOf = (english: string) => [
  english,
  ...Object.entries(CITY_NAMES[english])
    .filter(([key]) => key !== "country")
    .map(([, name]) => name),
];
for (const english of Object.keys(CITY_NAMES))
  for (const name of namesOf(english)) cityByName.set(fold(name), english);

const regionNames = JOB_LANGUAGES.map((language) => new Intl.DisplayNames([language], { type: "region" }));
const cache = new Map<string, string>();

/** The other names of the job's city and country, as one text ("" when none is known). */
export function placeNames(location: string, countryCode: string): string {
  const city = location.split(",")[0]?.trim() ?? "";
  const key = `${city}\u0000${countryCode}`;
  let names = cache.get(key);
  if (names === undefined) {
    const found = new Set<string>();
    const english = cityByName.get(fold(city));
    if (english) for (const name of namesOf(english)) found.add(name);
    if (/^[A-Za-z]{2}$/.test(countryCode))
      for (const names of regionNames) {
        const name = names.of(countryCode.toUpperCase());
        if (name && name !== countryCode.toUpperCase()) found.add(name);
      }
    names = [...found].join(" ");
    if (cache.size < 10_000) cache.set(key, names);
  }
  return names;
}

const categories = new Map<string, string>();

/** What seekers call a field, besides the filter's names: "stage informatique", "تدريب مبيعات". */
const FIELD_WORDS: Record<string, string> = {
  software: "IT informatique informática TEHAMA برمجة برمجيات",
  design: "ubunifu تصميم",
  marketing: "masoko تسويق",
  sales: "vente ventes commercial vendas comercial mauzo مبيعات",
  engineering: "ingénierie engenharia uhandisi هندسة",
  hospitality: "hôtellerie hôtel hotelaria hotel hoteli ukarimu فندق فندقة ضيافة",
};

/** The category and its field in our languages ("hospitality hôtellerie … ukarimu ضيافة"). */
export function categoryNames(category: string): string {
  let names = categories.get(category);
  if (names === undefined) {
    names = `${category} ${FIELD_WORDS[category] ?? ""}`;
    if (categories.size < 1000) categories.set(category, names);
  }
  return names;
}
