// A job's place ("Cairo, Egypt", "Remote") in the reader's language: the country by its code through
// CLDR (Intl.DisplayNames, as the country filter names it), the city from a small catalogue of the
// cities Kazi's jobs are in that have a name of their own in a language (Le Caire, Cidade do Cabo,
// القاهرة); a city without one stays as the job wrote it. English keeps the job's own words.
import { countryNameIn } from "@/lib/job-filter-labels";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/i18n/locales";

type Names = Partial<Record<Exclude<Locale, "en">, string>>;

/** By English name: the city's country and its names where they differ from the English one. */
const CITIES: Record<string, { country: string } & Names> = {
  Lagos: { country: "NG", ar: "لاغوس" },
  Abuja: { country: "NG", ar: "أبوجا" },
  "Port Harcourt": { country: "NG", ar: "بورت هاركورت" },
  Nairobi: { country: "KE", ar: "نيروبي" },
  Mombasa: { country: "KE", ar: "مومباسا" },
  Kisumu: { country: "KE", ar: "كيسومو" },
  Accra: { country: "GH", ar: "أكرا" },
  Kumasi: { country: "GH", ar: "كوماسي" },
  Kigali: { country: "RW", ar: "كيغالي" },
  Kampala: { country: "UG", ar: "كمبالا" },
  "Dar es Salaam": { country: "TZ", fr: "Dar es Salam", ar: "دار السلام" },
  Arusha: { country: "TZ", ar: "أروشا" },
  "Zanzibar City": {
    country: "TZ",
    fr: "Zanzibar",
    pt: "Cidade de Zanzibar",
    sw: "Mji wa Zanzibar",
    ar: "مدينة زنجبار",
  },
  "Addis Ababa": { country: "ET", fr: "Addis-Abeba", pt: "Adis Abeba", ar: "أديس أبابا" },
  Johannesburg: { country: "ZA", pt: "Joanesburgo", ar: "جوهانسبرغ" },
  "Cape Town": { country: "ZA", fr: "Le Cap", pt: "Cidade do Cabo", ar: "كيب تاون" },
  Durban: { country: "ZA", ar: "ديربان" },
  Pretoria: { country: "ZA", ar: "بريتوريا" },
  Cairo: { country: "EG", fr: "Le Caire", sw: "Kairo", ar: "القاهرة" },
  Alexandria: { country: "EG", fr: "Alexandrie", sw: "Aleksandria", ar: "الإسكندرية" },
  Casablanca: { country: "MA", ar: "الدار البيضاء" },
  Marrakech: { country: "MA", pt: "Marraquexe", ar: "مراكش" },
  Tunis: { country: "TN", ar: "تونس" },
  Dakar: { country: "SN", ar: "داكار" },
  Abidjan: { country: "CI", ar: "أبيدجان" },
  Lusaka: { country: "ZM", ar: "لوساكا" },
  Harare: { country: "ZW", ar: "هراري" },
  Gaborone: { country: "BW", ar: "غابورون" },
  Windhoek: { country: "NA", ar: "ويندهوك" },
  Maputo: { country: "MZ", ar: "مابوتو" },
  Lilongwe: { country: "MW", ar: "ليلونغوي" },
  Douala: { country: "CM", ar: "دوالا" },
  Yaoundé: { country: "CM", ar: "ياوندي" },
  Kinshasa: { country: "CD", ar: "كينشاسا" },
  Luanda: { country: "AO", ar: "لواندا" },
  Beira: { country: "MZ", ar: "بيرا" },
  Auckland: { country: "NZ", ar: "أوكلاند" },
  Wellington: { country: "NZ", ar: "ويلينغتون" },
  Christchurch: { country: "NZ", ar: "كرايستشرش" },
  Queenstown: { country: "NZ", ar: "كوينزتاون" },
  Sydney: { country: "AU", ar: "سيدني" },
  Melbourne: { country: "AU", ar: "ملبورن" },
  Brisbane: { country: "AU", ar: "بريزبن" },
  Perth: { country: "AU", ar: "بيرث" },
};

/** Names a job may write a country by, besides CLDR's in our five languages. */
const COUNTRY_ALIASES: Record<string, string[]> = { CD: ["DR Congo", "RD Congo", "RDC", "DRC"] };

// Accents, case and the apostrophe's two forms do not make another name ("Cote d'Ivoire").
const key = (name: string) =>
  name.normalize("NFD").replace(/\p{M}/gu, "").replace(/[’']/g, "'").toLowerCase().trim();

/** Every name of a country: CLDR's in our five languages and the aliases, as keys. */
const countryNames = (code: string) =>
  [...LOCALES.map((locale) => countryNameIn(code, locale)), ...(COUNTRY_ALIASES[code] ?? [])].map(key);

let lookups: { cities: Map<string, string>; countries: Map<string, string> } | undefined;

/** Every name of a city and of its country the catalogue knows, in any of our languages, to its key. */
function lookup() {
  if (lookups) return lookups;
  const cities = new Map<string, string>();
  const countries = new Map<string, string>();
  for (const [english, { country, ...names }] of Object.entries(CITIES)) {
    for (const name of [english, ...Object.values(names)]) cities.set(key(name), english);
    for (const name of countryNames(country)) countries.set(name, country);
  }
  return (lookups = { cities, countries });
}

/**
 * `location` ("Cairo, Egypt") in `locale` ("القاهرة، مصر"); `remote` is the language's word for a
 * remote job, which the API writes "Remote". With the job's `countryCode` (ISO 3166-1), a country
 * the catalogue has no city of is named too. A part that is neither stays as the job wrote it.
 */
export function placeIn(
  location: string,
  locale: Locale,
  { remote, countryCode }: { remote: string; countryCode?: string },
): string {
  if (locale === DEFAULT_LOCALE) return location;
  if (/^\s*remote\s*$/i.test(location)) return remote;
  const { cities, countries } = lookup();
  const named = location.split(",").map((written) => {
    const part = written.trim();
    const city = cities.get(key(part));
    if (city) return CITIES[city][locale as keyof Names] ?? city;
    const country =
      countries.get(key(part)) ??
      (countryCode && countryNames(countryCode).includes(key(part)) ? countryCode : "");
    return country ? countryNameIn(country, locale) : part;
  });
  return named.join(locale === "ar" ? "، " : ", ");
}
