export type Region = "africa" | "oceania";

export interface Place {
  city: string;
  country: string;
  countryCode: string;
  region: Region;
}

const africa: [string, string, string][] = [
  ["Lagos", "Nigeria", "NG"],
  ["Abuja", "Nigeria", "NG"],
  ["Port Harcourt", "Nigeria", "NG"],
  ["Nairobi", "Kenya", "KE"],
  ["Mombasa", "Kenya", "KE"],
  ["Kisumu", "Kenya", "KE"],
  ["Accra", "Ghana", "GH"],
  ["Kumasi", "Ghana", "GH"],
  ["Kigali", "Rwanda", "RW"],
  ["Kampala", "Uganda", "UG"],
  ["Dar es Salaam", "Tanzania", "TZ"],
  ["Arusha", "Tanzania", "TZ"],
  ["Zanzibar City", "Tanzania", "TZ"],
  ["Addis Ababa", "Ethiopia", "ET"],
  ["Johannesburg", "South Africa", "ZA"],
  ["Cape Town", "South Africa", "ZA"],
  ["Durban", "South Africa", "ZA"],
  ["Pretoria", "South Africa", "ZA"],
  ["Cairo", "Egypt", "EG"],
  ["Alexandria", "Egypt", "EG"],
  ["Casablanca", "Morocco", "MA"],
  ["Marrakech", "Morocco", "MA"],
  ["Tunis", "Tunisia", "TN"],
  ["Dakar", "Senegal", "SN"],
  ["Abidjan", "Côte d'Ivoire", "CI"],
  ["Lusaka", "Zambia", "ZM"],
  ["Harare", "Zimbabwe", "ZW"],
  ["Gaborone", "Botswana", "BW"],
  ["Windhoek", "Namibia", "NA"],
  ["Maputo", "Mozambique", "MZ"],
  ["Lilongwe", "Malawi", "MW"],
  ["Douala", "Cameroon", "CM"],
  ["Yaoundé", "Cameroon", "CM"],
  ["Kinshasa", "DR Congo", "CD"],
  ["Luanda", "Angola", "AO"],
  ["Beira", "Mozambique", "MZ"],
];

const oceania: [string, string, string][] = [
  ["Auckland", "New Zealand", "NZ"],
  ["Wellington", "New Zealand", "NZ"],
  ["Christchurch", "New Zealand", "NZ"],
  ["Queenstown", "New Zealand", "NZ"],
  ["Sydney", "Australia", "AU"],
  ["Melbourne", "Australia", "AU"],
  ["Brisbane", "Australia", "AU"],
  ["Perth", "Australia", "AU"],
];

const toPlace =
  (region: Region) =>
  ([city, country, countryCode]: [string, string, string]): Place => ({ city, country, countryCode, region });

export const AFRICAN_PLACES = africa.map(toPlace("africa"));
export const OCEANIA_PLACES = oceania.map(toPlace("oceania"));

/** Pay relative to the role's African base band. */
export const REGION_PAY: Record<Region | "remote", number> = { africa: 1, remote: 1.9, oceania: 3.4 };
