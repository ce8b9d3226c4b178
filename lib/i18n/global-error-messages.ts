import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { type Locale, LOCALES } from "./locales";

// app/global-error.tsx replaces the whole document when the root layout fails: no message provider
// reaches it, and shipping every catalogue to every page for it would cost far more than it is worth.
// It imports global-error-messages.json instead: these few `ui` messages in each language, written
// from the catalogues by `npx tsx scripts/global-error-messages.ts` (global-error-messages.test.ts
// fails when the file and the catalogues differ).

/** The `ui` messages the global error screen shows. Plain text: it has no formatter. */
export const GLOBAL_ERROR_KEYS = ["globalErrorTitle", "globalErrorMessage", "globalErrorHome"] as const;

export type GlobalErrorMessages = Record<Locale, Record<(typeof GLOBAL_ERROR_KEYS)[number], string>>;

type Catalogues = Record<Locale, { ui: Record<string, string> }>;

/** The global error screen's messages, from the catalogues; throws on a missing or non-plain one. */
export function pickGlobalErrorMessages(catalogues: Catalogues): GlobalErrorMessages {
  const picked = {} as GlobalErrorMessages;
  for (const locale of LOCALES) {
    const entries = GLOBAL_ERROR_KEYS.map((key) => {
      const message = catalogues[locale].ui[key];
      const ast = message === undefined ? [] : parse(message);
      if (ast.length !== 1 || ast[0].type !== TYPE.literal) {
        throw new Error(`ui.${key} (${locale}) must be plain text without arguments or tags: "${message}"`);
      }
      return [key, ast[0].value];
    });
    picked[locale] = Object.fromEntries(entries);
  }
  return picked;
}
