import { z } from "@hono/zod-openapi";
import { professionalLicenses, users } from "../../db/schema";
import { endNotBeforeStart, licenseFieldsSchema } from "../../../../lib/validations/license";
import { licenseIdSchema, nameSchema, usernameSchema } from "../../../../lib/validations/profile";
import { languageTag } from "../../lib/fields";
import { JOB_LANGUAGES } from "../../lib/job-values";
import { LIMITS } from "../../lib/limits";
import { createSelectSchema, isoDateTime } from "../../lib/table-schema";

// License rules and messages are the ones the profile form shows (docs/product.md, Edit Profile), from the shared schema.

const LicenseInputSchema = licenseFieldsSchema
  .extend({
    id: licenseIdSchema
      .optional()
      .openapi({ description: "A stored license's id; absent or negative for new ones." }),
  })
  .superRefine(endNotBeforeStart)
  .openapi("ProfessionalLicenseInput");

export const UpdateMeSchema = z
  .object({
    name: nameSchema,
    username: usernameSchema.optional().openapi({
      description: `Unique whatever the case (409 when taken): ${LIMITS.username.min} to ${LIMITS.username.max} ASCII letters, digits, dots, dashes or underscores, starting and ending with a letter or digit.`,
    }),
    language: languageTag()
      .optional()
      .openapi({
        type: "string",
        enum: [...JOB_LANGUAGES],
        description:
          "The language the seeker reads in, for mails (BCP 47; fr-SN is kept as fr). Omit to keep it.",
        example: "fr",
      }),
    professionalLicenses: z
      .array(LicenseInputSchema)
      .max(LIMITS.licenses, `At most ${LIMITS.licenses} licenses can be saved`)
      .optional()
      .openapi({
        description: "The complete list; licenses left out are removed. Omit to keep them as they are.",
      }),
  })
  .openapi("UpdateMe");

export const LicenseSchema = createSelectSchema(professionalLicenses, {
  startDate: isoDateTime,
  endDate: isoDateTime,
})
  .pick({ id: true, licenseName: true, licenseValue: true, startDate: true, endDate: true })
  .openapi("ProfessionalLicense");

export const UserMeSchema = createSelectSchema(users)
  .pick({ id: true, name: true, username: true, email: true })
  .extend({
    language: z.enum(JOB_LANGUAGES).openapi({
      description:
        "The language the seeker reads in (mails). At first, the token's locale claim when it names one of the five, else en.",
    }),
    professionalLicenses: z.array(LicenseSchema),
  })
  .openapi("UserMe");

export type UpdateMe = z.output<typeof UpdateMeSchema>;
