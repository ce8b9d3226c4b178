import { z } from "zod";
import { CONTROL_MESSAGE, isCleanText, LIMITS } from "../../services/product-api/lib/limits";

// The license form's rules and messages (docs/product.md, Edit Profile), shared by the license dialog
// (zodResolver) and the /api/me route handler.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A calendar date (`2025-04-30`) or ISO timestamp naming a day that exists (no 31 February). */
export function isValidDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return (
    day.getUTCFullYear() === y &&
    day.getUTCMonth() === m - 1 &&
    day.getUTCDate() === d &&
    !Number.isNaN(Date.parse(value))
  );
}

function requiredText(required: string, tooShort: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .min(2, { error: tooShort })
    .max(max, { error: tooLong })
    .refine((value) => isCleanText(value), { error: CONTROL_MESSAGE });
}

function requiredDate(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(isValidDate, { error: "Please enter a valid date" });
}

export const licenseFieldsSchema = z.object({
  licenseName: requiredText(
    "License name is required",
    "License name must be at least 2 characters",
    LIMITS.licenseName,
    `License name must be at most ${LIMITS.licenseName} characters`,
  ),
  licenseValue: requiredText(
    "License number/value is required",
    "License value must be at least 2 characters",
    LIMITS.licenseValue,
    `License value must be at most ${LIMITS.licenseValue} characters`,
  ),
  startDate: requiredDate("Start date is required"),
  endDate: requiredDate("End date is required"),
});

type DateRange = { startDate: string; endDate: string };

/** Adds "End date must be after start date" on endDate; an end on the start day is allowed. */
export function endNotBeforeStart(value: DateRange, ctx: z.RefinementCtx) {
  if (!isValidDate(value.startDate) || !isValidDate(value.endDate)) return;
  if (Date.parse(value.endDate) < Date.parse(value.startDate)) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: "End date must be after start date" });
  }
}

export const licenseSchema = licenseFieldsSchema.superRefine(endNotBeforeStart);

export type LicenseFormValues = z.input<typeof licenseSchema>;
export type LicenseInput = z.output<typeof licenseSchema>;
