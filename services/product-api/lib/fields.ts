import { z } from "zod";
import { CONTROL_MESSAGE, ID_MESSAGE, ID_PATTERN, isCleanText, MAX_ID, MAX_PAGE } from "./limits";

// Zod pieces built on the shared limits, for the API's schemas and the web app's forms alike (plain
// zod: the API's @hono/zod-openapi adds .openapi() to the same classes).

/** Text without control characters: no NUL (PostgreSQL refuses it); tabs and line breaks when multiline. */
export const noControls = (multiline = false) =>
  z.string().refine((value) => isCleanText(value, multiline), CONTROL_MESSAGE);

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

/** A page number from a query string, 1 to MAX_PAGE. */
export const pageNumber = () => z.coerce.number().int().min(1).max(MAX_PAGE);
