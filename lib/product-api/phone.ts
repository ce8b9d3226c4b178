import { z } from "zod";
import type { MyData, PhoneState, SendPhoneCodeBody } from "@/services/product-api/contract";
import type { AlertsHttp } from "./alerts";

// The seeker's phone number for WhatsApp and SMS (the product API's routes/phone).

export type { PhoneState, SendPhoneCodeBody };

const channel = z.enum(["whatsapp", "sms"]);
const phoneStateSchema: z.ZodType<PhoneState> = z.object({
  channels: z.object({ whatsapp: z.boolean(), sms: z.boolean() }),
  number: z
    .object({
      masked: z.string(),
      country: z.string().nullable(),
      verifiedAt: z.string(),
      whatsapp: z.boolean(),
      sms: z.boolean(),
      smsStoppedAt: z.string().nullable(),
    })
    .nullable(),
  pending: z.object({ masked: z.string(), channel, expiresAt: z.string() }).nullable(),
});

/** The phone's part of the data export. */
export const phoneExportSchema: z.ZodType<MyData["phone"]> = z.object({
  number: z.string().nullable(),
  country: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  whatsapp: z.boolean(),
  sms: z.boolean(),
  smsStoppedAt: z.string().nullable(),
  pending: z.object({ number: z.string(), channel, expiresAt: z.string() }).nullable(),
});

const PATH = "/api/v1/users/me/phone";

export function phoneCalls({ call, parse }: AlertsHttp) {
  const state = async (method: string, path: string, json?: unknown) =>
    parse(phoneStateSchema, (await call(method, path, { json })).text, "the phone settings");
  return {
    getPhone: () => state("GET", PATH),
    /** Sends a one-time code; `pending` in the answer names the number. */
    sendPhoneCode: (body: SendPhoneCodeBody) => state("POST", PATH, body),
    verifyPhoneCode: (code: string) => state("POST", `${PATH}/verify`, { code }),
    setPhoneChannels: (changes: { whatsapp?: boolean; sms?: boolean }) => state("PATCH", PATH, changes),
    async removePhone(): Promise<void> {
      await call("DELETE", PATH);
    },
  };
}
