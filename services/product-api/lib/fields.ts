import { z } from "zod";
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
