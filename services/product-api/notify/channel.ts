import type { Locale } from "../../../lib/i18n/locales";

// The one interface every way of reaching a seeker implements (issue 34): e-mail, Web Push, WhatsApp
// and SMS. A channel owns its own addresses (push subscriptions, a verified phone number) and its own
// opt-outs (a gone subscription, an SMS "STOP"); delivery (notify/deliver.ts) decides what goes where,
// when (quiet hours, daily caps) and retries through pg-boss.

export type ChannelName = "email" | "push" | "whatsapp" | "sms";
export const CHANNEL_NAMES = ["email", "push", "whatsapp", "sms"] as const satisfies readonly ChannelName[];

/** What happened, and so which texts and template a message uses. */
export type NotificationKind = "job-alert" | "application-status";

export interface Notification {
  kind: NotificationKind;
  /** The seeker (users' subject). */
  userId: string;
  /** The seeker's language: every text of the message is in it. */
  locale: Locale;
  /** Absolute URL the message opens (the alert's results, the application on My Applications). */
  url: string;
  /** Absolute one-tap URL that turns this kind of message off on this channel. */
  offUrl: string;
  /**
   * The texts' parameters, by kind:
   * - "job-alert": alertName, count (new jobs, as a string), firstJobTitle;
   * - "application-status": jobTitle, company, status (the stored status string).
   */
  params: Record<string, string>;
  /** Unique per event and channel: a retried or re-queued delivery with the same key is sent once. */
  dedupeKey: string;
}

/** A delivery that must not be retried (a malformed number, a template the provider refused). */
export class PermanentDeliveryError extends Error {
  readonly permanent = true;
}

export type SendResult =
  /** Handed to the provider. */
  | { status: "sent"; providerId?: string }
  /**
   * Nothing to send to, and that is not an error: no verified number, no subscription on any device,
   * or the seeker turned the channel off from the provider's side (STOP, a gone push subscription:
   * the channel has already removed or disabled the address itself).
   */
  | { status: "no-address" };

export interface Channel {
  readonly name: ChannelName;
  /** Whether the operator has configured it (its settings are in the environment). Unconfigured channels do not show. */
  readonly configured: boolean;
  /** Whether this seeker can be reached on it now (a verified phone, a push subscription, an e-mail). */
  ready(userId: string): Promise<boolean>;
  /**
   * Sends one message. A transient failure (network, 5xx, 429) throws an ordinary Error, and
   * delivery retries; a PermanentDeliveryError goes straight to the dead letters.
   */
  send(notification: Notification): Promise<SendResult>;
}
