import { z } from "zod";
import { endNotBeforeStart, licenseFieldsSchema } from "./license";

// Body of PUT /api/me (profile edit's Save Changes): the name and the whole license list.

export const profileLicenseSchema = licenseFieldsSchema
  .extend({
    // Unsaved licenses carry a temporary negative id (spec §3); only stored ids mean "update".
    id: z.number().int().optional(),
  })
  .superRefine(endNotBeforeStart);

export const profileUpdateSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, { error: "Name is required", abort: true })
    .max(100, { error: "Name must be at most 100 characters" }),
  professionalLicenses: z
    .array(profileLicenseSchema)
    .max(100, { error: "At most 100 licenses can be saved" })
    .default([]),
});

export type ProfileUpdateValues = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
