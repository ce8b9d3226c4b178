import { z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { isoDateTime } from "../../lib/table-schema";
import { PHONE_CHANNELS } from "./phone-number";
import { phoneNumbers, phoneVerifications } from "./phone-tables";

// The phone's part of the seeker's data export (GET /users/me/export): the whole number, which no
// other answer shows, and the one a code is waiting on.

export const PhoneExportSchema = z
  .object({
    number: z
      .string()
      .nullable()
      .openapi({ description: "The confirmed number, E.164", example: "+254712345678" }),
    country: z.string().nullable(),
    verifiedAt: isoDateTime.nullable(),
    whatsapp: z.boolean(),
    sms: z.boolean(),
    smsStoppedAt: isoDateTime.nullable(),
    pending: z
      .object({ number: z.string(), channel: z.enum(PHONE_CHANNELS), expiresAt: isoDateTime })
      .nullable()
      .openapi({ description: "A number a code was sent to and not yet confirmed" }),
  })
  .openapi("MyPhone");

export async function phoneExport(db: Db, userId: string): Promise<z.output<typeof PhoneExportSchema>> {
  const [[phone], [pending]] = await Promise.all([
    db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, userId)),
    db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, userId)),
  ]);
  return {
    number: phone?.e164 ?? null,
    country: phone?.country ?? null,
    verifiedAt: phone?.verifiedAt.toISOString() ?? null,
    whatsapp: phone?.whatsapp ?? false,
    sms: phone?.sms ?? false,
    smsStoppedAt: phone?.smsStoppedAt?.toISOString() ?? null,
    pending: pending
      ? { number: pending.e164, channel: pending.channel, expiresAt: pending.expiresAt.toISOString() }
      : null,
  };
}
