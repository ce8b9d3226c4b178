import { eq, inArray } from "drizzle-orm";
import { generateRequestDetails } from "web-push";
import type { Db } from "../db/client";
import { pushSubscriptions } from "../db/schema";
import { PermanentDeliveryError, type Channel } from "./channel";
import { notificationText } from "./texts";
import type { VapidKeys } from "./vapid-keys";

// Web Push (RFC 8030, 8291, 8292) to every device the seeker turned push on in. web-push encrypts
// the payload and signs the VAPID header; the request itself goes out with fetch, which speaks to
// any push service's URL (and to the tests' plain-http capture servers, which web-push's own https
// client could not). The service worker (lib/pwa/service-worker.ts) shows the payload as it comes:
// the words are already in the seeker's language.

export interface PushSettings {
  /** VAPID keys: read when first needed, so that `next build` makes none. */
  readonly keys: VapidKeys;
  /** VAPID_SUBJECT: a mailto: or https: URL the push services can reach the operator at. */
  subject: string;
}

/** What the service worker receives (JSON): everything it shows, and the page a click opens. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** The one-tap off link, behind the notification's action button (offLabel). */
  offUrl: string;
  offLabel: string;
  /** One notification per event on a device: a resent push replaces it rather than adding one. */
  tag: string;
  lang: string;
  dir: "ltr" | "rtl";
}

/** A day: a push for a phone that stays off longer is dropped by the push service. */
const TTL_SECONDS = 24 * 3600;

export function pushChannel({ db, push }: { db: Db; push: PushSettings }): Channel {
  const devices = (userId: string) =>
    db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return {
    name: "push",
    configured: true,
    ready: async (userId) => (await devices(userId)).length > 0,
    async send(notification) {
      const subscriptions = await devices(notification.userId);
      const text = notificationText(notification);
      const payload: PushPayload = {
        title: text.title,
        body: text.body,
        url: notification.url,
        offUrl: notification.offUrl,
        offLabel: text.offLabel,
        tag: notification.dedupeKey,
        lang: notification.locale,
        dir: text.dir,
      };
      const { keys, subject } = push;
      const outcomes = await Promise.all(
        subscriptions.map(async (s) => {
          const request = generateRequestDetails(
            { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
            JSON.stringify(payload),
            { vapidDetails: { subject, ...keys }, TTL: TTL_SECONDS },
          );
          const response = await fetch(request.endpoint, {
            method: request.method,
            headers: request.headers,
            body: new Uint8Array(request.body),
            signal: AbortSignal.timeout(15_000),
          }).catch((error: Error) => ({ status: 0, error }));
          return { id: s.id, status: response.status };
        }),
      );
      // The push service forgot this browser (unsubscribed, uninstalled, expired): so do we.
      const gone = outcomes.filter((o) => o.status === 404 || o.status === 410).map((o) => o.id);
      if (gone.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
      if (outcomes.some((o) => o.status >= 200 && o.status < 300)) return { status: "sent" };
      const failed = outcomes.filter((o) => !gone.includes(o.id));
      if (failed.length === 0) return { status: "no-address" };
      const transient = failed.filter((o) => o.status === 0 || o.status === 429 || o.status >= 500);
      const summary = failed.map((o) => o.status || "no answer").join(", ");
      if (transient.length) throw new Error(`push service answered ${summary}`);
      throw new PermanentDeliveryError(`push service refused the message: ${summary}`);
    },
  };
}

/** Adds (or renews) this device's subscription for the seeker. */
export async function subscribeDevice(
  db: Db,
  userId: string,
  device: { endpoint: string; keys: { p256dh: string; auth: string } },
) {
  const values = { userId, endpoint: device.endpoint, ...device.keys };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}
