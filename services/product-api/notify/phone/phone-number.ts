import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

// Phone numbers as Kazi keeps them: E.164 ("+254712345678"). libphonenumber's "min" metadata tells
// a mobile number's length and prefixes for every country in a fraction of the full set's size.

export { PHONE_CHANNELS, type PhoneChannelName } from "../../../../lib/validations/phone";

export type ParsedNumber = { e164: string; country: string | undefined };

/** Why a typed number was refused, as the UI shows it (the catalogues' phone.errors.*). */
export type NumberProblem = "needs-country" | "invalid";

/** ISO 3166-1 alpha-2 codes libphonenumber knows ("KE"), upper-cased; anything else is undefined. */
function phoneCountry(value: string | null | undefined): CountryCode | undefined {
  const code = value?.trim().toUpperCase();
  return code && isSupportedCountry(code) ? code : undefined;
}

/**
 * A number as a seeker types it ("0712 345 678", "+254 712-345-678", "00254…"), read in
 * `defaultCountry` when it has no international prefix, as E.164.
 */
export function parsePhoneNumber(input: string, defaultCountry?: string): ParsedNumber | NumberProblem {
  const typed = input.trim().replace(/^00(?=[1-9])/, "+");
  const country = phoneCountry(defaultCountry);
  if (!typed.startsWith("+") && !country) return "needs-country";
  const parsed = parsePhoneNumberFromString(typed, country);
  if (!parsed?.isValid()) return "invalid";
  return { e164: parsed.number, country: parsed.country ?? country };
}

/**
 * The number as the UI and the API's answers show it, which is also all a log or a support screen
 * may ever see: its country code and last three digits ("+254 •••••• 678").
 */
export function maskNumber(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const prefix = parsed ? `+${parsed.countryCallingCode}` : e164.slice(0, 2);
  const rest = e164.slice(prefix.length);
  return `${prefix} ${"•".repeat(Math.max(0, rest.length - 3))} ${rest.slice(-3)}`;
}
