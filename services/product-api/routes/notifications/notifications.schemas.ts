import { z } from "@hono/zod-openapi";
import { CHANNEL_NAMES } from "../../notify/channel";
import { isTimeZone } from "../../notify/quiet-hours";

// A seeker's notification choices (issue 34). The channels listed are the registry's configured
// ones (notify/channels.ts): a channel the operator has not set up is neither shown nor accepted.

const channelName = z.enum(CHANNEL_NAMES);

/** A set of channels, each at most once. */
export const ChannelChoiceSchema = z
  .array(channelName)
  .max(CHANNEL_NAMES.length)
  .transform((names) => [...new Set(names)])
  .openapi({ description: `Channels: ${CHANNEL_NAMES.join(", ")}.`, example: ["email", "push"] });

const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time of day as HH:MM, e.g. 22:00")
  .openapi({ example: "22:00" });

const QuietHoursSchema = z
  .object({ start: time, end: time.openapi({ example: "07:00" }) })
  .refine((q) => q.start !== q.end, {
    message: "Quiet hours must end at another time than they start",
    path: ["end"],
  })
  .nullable()
  .openapi({ description: "Local times in timeZone; start after end spans midnight. null: none." });

const timeZone = z
  .string()
  .max(64)
  .refine(isTimeZone, "Use an IANA time zone, e.g. Africa/Nairobi")
  .openapi({ example: "Africa/Nairobi" });

export const PreferencesUpdateSchema = z
  .object({
    applicationChannels: ChannelChoiceSchema.optional(),
    quietHours: QuietHoursSchema.optional(),
    timeZone: timeZone.optional(),
  })
  .openapi("NotificationPreferencesUpdate");

export const PreferencesSchema = z
  .object({
    channels: z
      .array(
        z.object({
          name: channelName,
          ready: z.boolean().openapi({
            description: "Whether the seeker can be reached on it now (an address, a subscribed device).",
          }),
        }),
      )
      .openapi({ description: "The channels this installation has configured, in the registry's order." }),
    pushPublicKey: z.string().nullable().openapi({
      description:
        "The VAPID public key for pushManager.subscribe (applicationServerKey); null without push.",
    }),
    applicationChannels: z.array(channelName),
    quietHours: z.object({ start: z.string(), end: z.string() }).nullable(),
    timeZone: z.string(),
  })
  .openapi("NotificationPreferences");

export const PushSubscriptionSchema = z
  .object({
    endpoint: z.url({ protocol: /^https?$/, error: "Send the subscription's endpoint URL" }).max(2000),
    keys: z.object({
      p256dh: z.string().regex(/^[\w-]{40,200}={0,2}$/, "Send the subscription's p256dh key"),
      auth: z.string().regex(/^[\w-]{8,100}={0,2}$/, "Send the subscription's auth secret"),
    }),
  })
  .openapi("PushSubscription");

export const PushEndpointSchema = z.object({ endpoint: z.string().min(1).max(2000) }).openapi("PushEndpoint");

export const OffSchema = z
  .object({ token: z.string().min(1, "The link is incomplete").max(1000) })
  .openapi("NotificationOff");

export const TurnedOffSchema = z
  .object({ off: z.literal(true), kind: z.enum(["job-alert", "application-status"]), channel: channelName })
  .openapi("NotificationTurnedOff");

export const DeadLetterListSchema = z
  .object({
    deadLetters: z.array(
      z.object({
        dedupeKey: z.string(),
        channel: channelName,
        kind: z.string(),
        attempts: z.number().int(),
        error: z.string().nullable(),
        createdAt: z.string().openapi({ format: "date-time" }),
        settledAt: z.string().nullable().openapi({ format: "date-time" }),
      }),
    ),
  })
  .openapi("DeadLetterList");
