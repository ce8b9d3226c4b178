import { createHmac, timingSafeEqual } from "node:crypto";

// The unsubscribe link of an alert's mail: the alert id and an HMAC of it under ALERTS_SECRET. It works
// without signing in and never expires (a link in an old mail must still unsubscribe); it can only
// ever remove the one alert it names.

const PURPOSE = "kazi-job-alert-unsubscribe:";

const mac = (secret: string, alertId: number) =>
  createHmac("sha256", secret).update(`${PURPOSE}${alertId}`).digest("base64url");

export function unsubscribeToken(secret: string, alertId: number): string {
  return `${alertId}.${mac(secret, alertId)}`;
}

/** The alert id a token names, or null when it was not made with this secret. */
export function verifyUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([\w-]{43})$/.exec(token.trim());
  if (!match) return null;
  const alertId = Number(match[1]);
  if (alertId > 2_147_483_647) return null;
  const expected = Buffer.from(mac(secret, alertId));
  const given = Buffer.from(match[2]);
  return given.length === expected.length && timingSafeEqual(given, expected) ? alertId : null;
}
