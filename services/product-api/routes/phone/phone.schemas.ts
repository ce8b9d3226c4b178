import { z } from "@hono/zod-openapi";
import { isoDateTime } from "../../lib/table-schema";
import {
  PHONE_CHANNELS,
  phoneChannelsSchema,
  sendCodeSchema,
  verifyCodeSchema,
} from "../../../../lib/validations/phone";

const channel = z.enum(PHONE_CHANNELS).openapi({ description: "WhatsApp or SMS.", example: "whatsapp" });
const masked = z.string().openapi({
  description: "The number's country code and last three digits: all an answer ever shows of it.",
  example: "+254 •••••• 678",
});

export const PhoneStateSchema = z
  .object({
    channels: z.object({ whatsapp: z.boolean(), sms: z.boolean() }).openapi({
      description: "Which phone channels the operator configured; the UI shows the others not at all.",
    }),
    number: z
      .object({
        masked,
        country: z
          .string()
          .nullable()
          .openapi({ description: "ISO 3166-1 alpha-2 of the number.", example: "KE" }),
        verifiedAt: isoDateTime,
        whatsapp: z.boolean().openapi({ description: "Messages on WhatsApp are on." }),
        sms: z.boolean().openapi({ description: "Text messages are on." }),
        smsStoppedAt: isoDateTime.nullable().openapi({
          description: "When a STOP reply turned SMS off (null when none since SMS was last turned on).",
        }),
      })
      .nullable(),
    pending: z
      .object({ masked, channel, expiresAt: isoDateTime })
      .nullable()
      .openapi({ description: "The number a code was sent to and not yet confirmed." }),
  })
  .openapi("PhoneState");

export const SendCodeSchema = sendCodeSchema
  .extend({
    number: sendCodeSchema.shape.number.openapi({
      description: "As the seeker types it; without + and a country code, read in `country`.",
      example: "0712 345 678",
    }),
    channel,
    country: sendCodeSchema.shape.country.openapi({
      description: "ISO 3166-1 alpha-2: the country a number without a prefix is dialled in.",
      example: "KE",
    }),
  })
  .openapi("SendPhoneCode");

export const VerifyCodeSchema = verifyCodeSchema.openapi("VerifyPhoneCode");

export const PhoneChannelsSchema = phoneChannelsSchema.openapi("PhoneChannels");

export type PhoneState = z.output<typeof PhoneStateSchema>;
