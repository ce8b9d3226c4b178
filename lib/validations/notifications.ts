import { z } from "zod";
import { CHANNEL_NAMES } from "@/services/product-api/notify/channel";

// What the Notifications section sends (components/notifications): checked here for shape, and by the
// product API for meaning (a channel this installation has, a real time zone).

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time of day as HH:MM");

export const notificationChoicesSchema = z
  .object({
    applicationChannels: z.array(z.enum(CHANNEL_NAMES)).max(CHANNEL_NAMES.length).optional(),
    quietHours: z.object({ start: time, end: time }).nullable().optional(),
    timeZone: z.string().min(1).max(64).optional(),
  })
  .strict();

export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});

export const pushEndpointSchema = z.object({ endpoint: z.string().min(1).max(2000) });
