import { z } from "zod";
import { CHANNEL_NAMES, type ChannelName } from "@/services/product-api/notify/channel";
import type { ProductApiHttp } from "./saved-jobs";

// Notifications (the product API's routes/notifications): the seeker's channels and choices, this
// device's push subscription, the one-tap off links, and the moderators' dead letters.

export type { ChannelName };
const channelName = z.enum(CHANNEL_NAMES);

const settingsSchema = z.object({
  channels: z.array(z.object({ name: channelName, ready: z.boolean() })),
  pushPublicKey: z.string().nullable(),
  applicationChannels: z.array(channelName),
  quietHours: z.object({ start: z.string(), end: z.string() }).nullable(),
  timeZone: z.string(),
});
export type NotificationSettings = z.infer<typeof settingsSchema>;
export type NotificationChoices = Partial<
  Pick<NotificationSettings, "applicationChannels" | "quietHours" | "timeZone">
>;

const turnedOffSchema = z.object({
  off: z.literal(true),
  kind: z.enum(["job-alert", "application-status"]),
  channel: channelName,
});
export type TurnedOff = z.infer<typeof turnedOffSchema>;

const deadLetterSchema = z.object({
  dedupeKey: z.string(),
  channel: channelName,
  kind: z.string(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type DeadLetter = z.infer<typeof deadLetterSchema>;

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export function notificationsCalls({ call, parse }: ProductApiHttp) {
  const path = "/api/v1/me/notifications";
  return {
    async notificationSettings(): Promise<NotificationSettings> {
      return parse(settingsSchema, (await call("GET", path)).text, "notification settings");
    },
    async chooseNotifications(choices: NotificationChoices): Promise<NotificationSettings> {
      return parse(
        settingsSchema,
        (await call("PUT", path, { json: choices })).text,
        "notification settings",
      );
    },
    async subscribePush(subscription: PushSubscriptionInput): Promise<NotificationSettings> {
      const { text } = await call("POST", `${path}/push`, { json: subscription });
      return parse(settingsSchema, text, "notification settings");
    },
    async unsubscribePush(endpoint: string): Promise<void> {
      await call("DELETE", `${path}/push`, { json: { endpoint } });
    },
    /** Follows a message's one-tap off link (its signed token); no sign-in. */
    async turnNotificationsOff(token: string): Promise<TurnedOff> {
      const { text } = await call("POST", "/api/v1/notifications/off", { json: { token } });
      return parse(turnedOffSchema, text, "a notification turned off");
    },
    /** Moderators: the messages given up on after every retry. */
    async deadLetters(): Promise<DeadLetter[]> {
      const { text } = await call("GET", "/api/v1/moderation/notifications/dead-letters");
      return parse(z.object({ deadLetters: z.array(deadLetterSchema) }), text, "dead letters").deadLetters;
    },
  };
}
