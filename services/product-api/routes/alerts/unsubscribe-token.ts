import { createHmac, timingSafeEqual } from "node:crypto";

// The unsubscribe link of an alert's mail: the alert id and an HMAC of it under ALERTS_SECRET. It works
// without signing in and never expires (a link in an old mail must still unsubscribe); it can only
// ever remove the one alert it names. The one-tap "off" links of notifications (notify/off-token.ts)
// are signed the same way, under a purpose of their own.

/** base64url HMAC-SHA256 of `purpose` + `payload` (43 characters). */
export const signature = (secret: string, purpose: string, payload: string) =>
  createHmac("sha256", secret).update(`${purpose}${payload}`).digest("base64url");

/** Whether `given` is the signature of `payload`, compared in constant time. */
export function signedBy(secret: string, purpose: string, payload: string, given: string): boolean {
  const expected = Buffer.from(signature(secret, purpose, payload));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const PURPOSE = "kazi-job-alert-unsubscribe:";

export function unsubscribeToken(secret: string, alertId: number): string {
  return `${alertId}.${signature(secret, PURPOSE, String(alertId))}`;
}

/** The alert id a token names, or null when it was not made with this secret. */
export function verifyUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([\w-]{43})$/.exec(token.trim());
  if (!match) return null;
  const alertId = Number(match[1]);
  if (alertId > 2_147_483_647) return null;
  return signedBy(secret, PURPOSE, match[1], match[2]) ? alertId : null;
}
