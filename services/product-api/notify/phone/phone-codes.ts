import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { ParsedNumber, PhoneChannelName } from "./phone-number";
import type { PhoneRow } from "./phone-store";
import { phoneNumbers, phoneVerifications } from "./phone-tables";

// One-time codes: six digits, kept only as an HMAC bound to the account and the number, valid ten
// minutes, and at most five tries each. The limits on sending them are in routes/phone.

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

const codeHash = (secret: string, userId: string, e164: string, code: string) =>
  createHmac("sha256", secret).update(`${userId}\n${e164}\n${code}`).digest("base64url");

/** A keyed hash of the number, for rate-limit keys: the counters never hold a number. */
export const numberKey = (secret: string, e164: string) =>
  createHmac("sha256", secret).update(`number\n${e164}`).digest("base64url").slice(0, 32);

/** Keeps the code waiting for this account, replacing any earlier one (and its tries). */
export async function saveCode(
  db: Db,
  secret: string,
  userId: string,
  number: ParsedNumber,
  channel: PhoneChannelName,
  code: string,
) {
  const values = {
    e164: number.e164,
    country: number.country ?? null,
    channel,
    codeHash: codeHash(secret, userId, number.e164, code),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
    attempts: 0,
    createdAt: new Date(),
  };
  await db
    .insert(phoneVerifications)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: phoneVerifications.userId, set: values });
  return values.expiresAt;
}

export const dropCode = (db: Db, userId: string) =>
  db.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));

export type CheckResult =
  | { ok: true; phone: PhoneRow }
  | { ok: false; reason: "no-code" | "expired" | "too-many-attempts" | "wrong-code"; attemptsLeft?: number };

/**
 * Checks a typed code. The try is counted in the statement that checks the limit, so instances
 * answering at once cannot let more than five through between them; the right code moves the
 * number to phone_numbers (verified, its channel on) and removes the code, in one transaction.
 */
export async function checkCode(db: Db, secret: string, userId: string, code: string): Promise<CheckResult> {
  const [pending] = await db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, userId));
  if (!pending) return { ok: false, reason: "no-code" };
  if (pending.expiresAt.getTime() <= Date.now()) return { ok: false, reason: "expired" };
  const [counted] = await db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(
      and(
        eq(phoneVerifications.userId, userId),
        eq(phoneVerifications.codeHash, pending.codeHash),
        lt(phoneVerifications.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ attempts: phoneVerifications.attempts });
  if (!counted) return { ok: false, reason: "too-many-attempts" };
  const expected = Buffer.from(pending.codeHash);
  const given = Buffer.from(codeHash(secret, userId, pending.e164, code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: "wrong-code", attemptsLeft: MAX_CODE_ATTEMPTS - counted.attempts };
  const phone = await db.transaction(async (tx) => {
    const [taken] = await tx
      .delete(phoneVerifications)
      .where(and(eq(phoneVerifications.userId, userId), eq(phoneVerifications.codeHash, pending.codeHash)))
      .returning({ userId: phoneVerifications.userId });
    if (!taken) return undefined;
    const [previous] = await tx.select().from(phoneNumbers).where(eq(phoneNumbers.userId, userId));
    const same = previous?.e164 === pending.e164;
    // The channel the code came through is on; the other keeps its switch for the same number.
    const values = {
      e164: pending.e164,
      country: pending.country,
      verifiedAt: new Date(),
      whatsapp: pending.channel === "whatsapp" || (same && previous.whatsapp),
      sms: pending.channel === "sms" || (same && previous.sms),
      smsStoppedAt: pending.channel === "sms" || !same ? null : previous.smsStoppedAt,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(phoneNumbers)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: phoneNumbers.userId, set: values })
      .returning();
    return row;
  });
  // Another request confirmed the same code a moment before: the number is there all the same.
  if (!phone) {
    const [row] = await db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, userId));
    if (row) return { ok: true, phone: row };
    return { ok: false, reason: "no-code" };
  }
  return { ok: true, phone };
}
