import { z } from "zod";

// The phone settings' input (WhatsApp and SMS), shared by the Phone section's forms, the
// /api/me/phone route handlers and the product API's /users/me/phone, so that every layer refuses
// the same input with the same message. Whether a number is a real mobile number is the product
// API's to say (libphonenumber, in notify/phone/phone-number.ts).

/**
 * The product API's phone refusals have a problem `type` of this and a word the catalogues name in
 * phone.errors.* ("urn:kazi:problem:phone:wrongCode").
 */
export const PHONE_PROBLEM_TYPE = "urn:kazi:problem:phone:";

export const PHONE_CHANNELS = ["whatsapp", "sms"] as const;
export type PhoneChannelName = (typeof PHONE_CHANNELS)[number];

export const sendCodeSchema = z.object({
  number: z
    .string()
    .trim()
    .min(1, "Type your phone number")
    .max(32, "A phone number is at most 32 characters"),
  channel: z.enum(PHONE_CHANNELS, { error: "Choose WhatsApp or SMS" }),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "Use a two-letter country code such as KE")
    .optional(),
});

export const verifyCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Type the 6 digits of the code"),
});

export const phoneChannelsSchema = z
  .object({ whatsapp: z.boolean().optional(), sms: z.boolean().optional() })
  .refine((value) => value.whatsapp !== undefined || value.sms !== undefined, "Say whatsapp, sms or both");
