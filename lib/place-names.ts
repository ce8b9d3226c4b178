// A job's place ("Cairo, Egypt", "Remote") in the reader's language: the country by its code through
// CLDR (Intl.DisplayNames, as the country filter names it), the city from a small catalogue of the
// cities Kazi's jobs are in that have a name of their own in a language (Le Caire, Cidade do Cabo,
// القاهرة); a city without one stays as the job wrote it. English keeps the job's own words.
import { countryNameIn } from "@/lib/job-filter-labels";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/i18n/locales";
import { CITY_NAMES } from "@/services/product-api/lib/city-names";

type Names = Partial<Record<Exclude<Locale, "en">, string>>;
const CITIES: Record<string, { country: string } & Names> = CITY_NAMES;

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
