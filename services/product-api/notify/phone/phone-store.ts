import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { PhoneChannelName } from "./phone-number";
import { phoneNumbers, phoneVerifications } from "./phone-tables";

// The numbers' rows, as the channels and the routes read and change them.

export type PhoneRow = typeof phoneNumbers.$inferSelect;

export async function phoneOf(db: Db, userId: string): Promise<PhoneRow | undefined> {
  const [row] = await db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, userId));
  return row;
}

/** Verified (every stored number is), the channel on, and for SMS no STOP since it was turned on. */
export const reachable = (row: PhoneRow | undefined, channel: PhoneChannelName): row is PhoneRow =>
  Boolean(row && (channel === "whatsapp" ? row.whatsapp : row.sms && !row.smsStoppedAt));

/**
 * A STOP from this number (or Africa's Talking's own blacklist): SMS off for every account that
 * holds it, and when. Returns how many accounts that was.
 */
export async function stopSms(db: Db, e164: string): Promise<number> {
  const rows = await db
    .update(phoneNumbers)
    .set({ sms: false, smsStoppedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(phoneNumbers.e164, e164), eq(phoneNumbers.sms, true)))
    .returning({ userId: phoneNumbers.userId });
  return rows.length;
}

/** The seeker's own switches; turning SMS on again is a new opt-in, so an old STOP is forgotten. */
export async function setChannels(
  db: Db,
  userId: string,
  changes: Partial<Record<PhoneChannelName, boolean>>,
): Promise<PhoneRow | undefined> {
  const [row] = await db
    .update(phoneNumbers)
    .set({
      ...changes,
      ...(changes.sms ? { smsStoppedAt: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(phoneNumbers.userId, userId))
    .returning();
  return row;
}

export async function removePhone(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
    await tx.delete(phoneNumbers).where(eq(phoneNumbers.userId, userId));
  });
}
