import { z } from "zod";
import {
  CONTROL_MESSAGE,
  isCleanText,
  LIMITS,
  MAX_ID,
  USERNAME_MESSAGE,
  USERNAME_PATTERN,
} from "../../services/product-api/lib/limits";
import { LOCALES } from "../i18n/locales";
import { endNotBeforeStart, licenseFieldsSchema } from "./license";

// The profile's rules (name, username, licenses), shared by the profile form, PUT /api/me and the
// product API's PUT /users/me, so the three layers refuse the same input with the same message.

export const nameSchema = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, { error: "Name is required", abort: true })
  .max(LIMITS.name, { error: `Name must be at most ${LIMITS.name} characters` })
  .refine((value) => isCleanText(value), { error: CONTROL_MESSAGE });

export const usernameSchema = z
  .string({ error: "Username is required" })
  .trim()
  .min(1, { error: "Username is required", abort: true })
  .min(LIMITS.username.min, { error: `Username must be at least ${LIMITS.username.min} characters` })
  .max(LIMITS.username.max, { error: `Username must be at most ${LIMITS.username.max} characters` })
  .regex(USERNAME_PATTERN, { error: USERNAME_MESSAGE });

/** A stored license's id (1 to 2^31-1), or a temporary negative one for licenses added in this edit. */
export const licenseIdSchema = z
  .number()
  .int()
  .max(MAX_ID, { error: "Unknown license id" })
  .refine((id) => id !== 0, { error: "Unknown license id" });

const profileLicenseSchema = licenseFieldsSchema
  .extend({ id: licenseIdSchema.optional() })
  .superRefine(endNotBeforeStart);

export const profileUpdateSchema = z.object({
  name: nameSchema,
  username: usernameSchema.optional(),
  /** The language of the seeker's mails (Profile edit's Language choice). */
  language: z.enum(LOCALES, { error: "Choose one of the site's languages" }).optional(),
  professionalLicenses: z
    .array(profileLicenseSchema)
    .max(LIMITS.licenses, { error: `At most ${LIMITS.licenses} licenses can be saved` })
    .default([]),
});
