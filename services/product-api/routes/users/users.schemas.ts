import { z } from "@hono/zod-openapi";
import { endNotBeforeStart, licenseFieldsSchema } from "../../../../lib/validations/license";

// License rules and messages are the ones the profile form shows (spec §5), from the shared schema.

export const LicenseInputSchema = licenseFieldsSchema
  .extend({
    id: z
      .number()
      .int()
      .optional()
      .openapi({ description: "A stored license's id; absent or negative for new ones." }),
  })
  .superRefine(endNotBeforeStart)
  .openapi("ProfessionalLicenseInput");

export const UpdateMeSchema = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(100),
    username: z
      .string()
      .trim()
      .min(2)
      .max(50)
      .regex(/^[\p{L}\p{N}._-]+$/u, "Use letters, digits, dots, dashes or underscores")
      .optional(),
    professionalLicenses: z.array(LicenseInputSchema).max(50, "At most 50 licenses").optional().openapi({
      description: "The complete list; licenses left out are removed. Omit to keep them as they are.",
    }),
  })
  .openapi("UpdateMe");

export const LicenseSchema = z
  .object({
    id: z.number().int(),
    licenseName: z.string(),
    licenseValue: z.string(),
    startDate: z.string().openapi({ format: "date-time" }),
    endDate: z.string().openapi({ format: "date-time" }),
  })
  .openapi("ProfessionalLicense");

export const UserMeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    username: z.string(),
    email: z.string().nullable(),
    professionalLicenses: z.array(LicenseSchema),
  })
  .openapi("UserMe");

export type UpdateMe = z.output<typeof UpdateMeSchema>;
