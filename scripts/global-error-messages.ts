// Writes lib/i18n/global-error-messages.json, the messages app/global-error.tsx shows, from the
// catalogues: `npx tsx scripts/global-error-messages.ts` after changing one of them.
import { readFileSync, writeFileSync } from "node:fs";
import { pickGlobalErrorMessages } from "../lib/i18n/global-error-messages";
import { LOCALES } from "../lib/i18n/locales";

const read = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));
const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, read(locale)]));
const picked = pickGlobalErrorMessages(catalogues as Parameters<typeof pickGlobalErrorMessages>[0]);
writeFileSync("lib/i18n/global-error-messages.json", JSON.stringify(picked, null, 2) + "\n");
