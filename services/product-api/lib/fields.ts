import { z } from "zod";
import { JOB_LANGUAGES, type JobLanguage } from "./job-values";
import { CONTROL_MESSAGE, ID_MESSAGE, ID_PATTERN, isCleanText, MAX_ID } from "./limits";

// Zod pieces built on the shared limits, for the API's schemas and the web app's forms alike (plain
// zod: the API's @hono/zod-openapi adds .openapi() to the same classes).

/** Trimmed text of at most `max` characters, without control characters; may be empty. */
export function text(max: number, { multiline = false, tooLong = `Use at most ${max} characters` } = {}) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((value) => isCleanText(value, multiline), CONTROL_MESSAGE);
}

/** An id written in a path or form field: "1" to "2147483647" in plain decimal, as a number. */
export const idString = () =>
  z.string().regex(ID_PATTERN, ID_MESSAGE).transform(Number).pipe(z.number().max(MAX_ID, ID_MESSAGE));

const LANGUAGE_MESSAGE = `Use one of: ${JOB_LANGUAGES.join(", ")}`;
const LANGUAGE_TAG = /^([A-Za-z]{2,3})(?:-[A-Za-z0-9]{1,8})*$/;

/**
 * A language as a BCP 47 tag, kept as its primary subtag: "fr", "FR" and "fr-SN" are all "fr". Only
 * the languages Kazi speaks (JOB_LANGUAGES) are taken.
 */
export const languageTag = () =>
  z.string().transform((value, ctx): JobLanguage => {
    const primary = LANGUAGE_TAG.exec(value.trim())?.[1].toLowerCase();
    const found = JOB_LANGUAGES.find((language) => language === primary);
    if (found) return found;
    ctx.addIssue({ code: "custom", message: LANGUAGE_MESSAGE });
    return z.NEVER;
  });
