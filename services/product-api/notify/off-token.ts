import { signature, signedBy } from "../routes/alerts/unsubscribe-token";
import { CHANNEL_NAMES, type ChannelName, type NotificationKind } from "./channel";

// The one-tap "off" link of every message: which kind of message to stop on which channel (one
// alert's, or application updates), for whom, signed with ALERTS_SECRET under a purpose of its own.
// Like the alert mails' unsubscribe links it works without signing in and never expires.

const PURPOSE = "kazi-notification-off:";
const KINDS: NotificationKind[] = ["job-alert", "application-status"];

export interface OffTarget {
  userId: string;
  kind: NotificationKind;
  channel: ChannelName;
  /** The alert, for "job-alert". */
  alertId?: number;
}

export function offToken(secret: string, target: OffTarget): string {
  const payload = Buffer.from(
    JSON.stringify([target.userId, target.kind, target.channel, target.alertId ?? 0]),
  ).toString("base64url");
  return `${payload}.${signature(secret, PURPOSE, payload)}`;
}

/** What a token turns off, or null when it was not made with this secret (or is malformed). */
export function verifyOffToken(secret: string, token: string): OffTarget | null {
  const match = /^([\w-]{1,700})\.([\w-]{43})$/.exec(token.trim());
  if (!match || !signedBy(secret, PURPOSE, match[1], match[2])) return null;
  try {
    const [userId, kind, channel, alertId] = JSON.parse(Buffer.from(match[1], "base64url").toString());
    if (typeof userId !== "string" || !KINDS.includes(kind) || !CHANNEL_NAMES.includes(channel)) return null;
    if (kind === "job-alert" && !(Number.isInteger(alertId) && alertId > 0)) return null;
    return { userId, kind, channel, ...(kind === "job-alert" && { alertId }) };
  } catch {
    return null;
  }
}
