import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Job } from "pg-boss";
import { localePath } from "../../../lib/i18n/locales";
import { localeOr } from "../../i18n";
import type { Database, Db } from "../db/client";
import { notificationDeliveries, users } from "../db/schema";
import { startPgBoss } from "../lib/pg-boss";
import type { Channel, ChannelName, Notification, NotificationKind } from "./channel";
import { offToken } from "./off-token";
import { applicationChannels, loadPreferences } from "./preferences";
import { quietUntil } from "./quiet-hours";

// Delivery (issue 34): an event fans out into one pg-boss job per chosen channel, on our own
// database, so a restart or a provider's outage loses nothing and any API instance may send it.
// Each message is first a row of notification_deliveries keyed by its dedupe key (event + channel):
// queueing an event twice sends it once, a retry of a message already sent does nothing, and the
// daily cap counts these rows, in the database, whichever instance sends. A message that falls in
// the seeker's quiet hours waits for their end (e-mail does not: a mail makes no sound at night
// unless the seeker's own mail app is set to, and digests keep their schedule). A transient failure
// is retried with backoff; after the last retry, or a provider's refusal for good, the row is a dead
// letter, which the moderator console lists (GET /moderation/notifications/dead-letters).

const QUEUE = "notifications";

export interface NotifyEvent {
  kind: NotificationKind;
  userId: string;
  /** Unique per event (an application's nth status, an alert's period): with the channel, the dedupe key. */
  eventKey: string;
  /** The site path the message opens, without the language prefix (`/applications#application-7-title`). */
  path: string;
  params: Record<string, string>;
  /** The alert, for "job-alert" (its one-tap off turns that alert's channel off). */
  alertId?: number;
  /** The channels; application updates default to the seeker's choice (preferences.ts). */
  channels?: ChannelName[];
}

export interface DeliveryRetries {
  /** Attempts after the first. */
  limit: number;
  /** The first retry's delay; each next one doubles (with jitter), up to maxDelaySeconds. */
  delaySeconds: number;
  maxDelaySeconds: number;
}

/** About a day of tries: 1 min, 2 min, 4 min… then every 4 hours. */
const RETRIES: DeliveryRetries = { limit: 10, delaySeconds: 60, maxDelaySeconds: 4 * 3600 };

export interface NotifierOptions {
  channels: Channel[];
  /** The web site's origin (SITE_URL): links in messages. */
  siteUrl: string;
  /** Signs the one-tap off links (ALERTS_SECRET). */
  secret: string;
  /** Messages per seeker, channel and rolling 24 hours, on every channel but e-mail (NOTIFY_DAILY_CAP). */
  dailyCap: number;
  /** The VAPID public key browsers subscribe with, when push is among the channels. */
  pushPublicKey?: () => string;
  /** False: queue only; other instances send (ALERTS_CRON=off). */
  work?: boolean;
  retries?: DeliveryRetries;
  pollingIntervalSeconds?: number;
}

export interface Notifier {
  /** Every channel of the registry (channels.ts), configured or not. */
  channels: Channel[];
  /** The VAPID public key, or null without push. */
  pushPublicKey(): string | null;
  /** Queues the event on each chosen, configured channel; what was already queued is not queued again. */
  notify(event: NotifyEvent, now?: Date): Promise<void>;
  stop(): Promise<void>;
}

interface Message {
  channel: ChannelName;
  notification: Notification;
}

const UNCAPPED: ChannelName[] = ["email"];
const QUIET_EXEMPT: ChannelName[] = ["email"];

export async function startNotifier(database: Database, options: NotifierOptions): Promise<Notifier> {
  const { channels, siteUrl, secret, dailyCap, work = true } = options;
  const retries = options.retries ?? RETRIES;
  const { db } = database;
  const boss = await startPgBoss(database, "notify");
  await boss.createQueue(QUEUE, {
    retryLimit: retries.limit,
    retryDelay: retries.delaySeconds,
    retryBackoff: true,
    retryDelayMax: retries.maxDelaySeconds,
    expireInSeconds: 5 * 60,
  });
  const byName = new Map(channels.filter((c) => c.configured).map((c) => [c.name, c]));

  async function notify(event: NotifyEvent, now = new Date()) {
    const [user] = await db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, event.userId));
    if (!user) return;
    const preferences = await loadPreferences(db, event.userId);
    const chosen = event.channels ?? (await applicationChannels(db, event.userId, preferences));
    const locale = localeOr(user.language);
    const page = (path: string) => `${siteUrl}${localePath(locale, path)}`;
    for (const channel of new Set(chosen)) {
      if (!byName.has(channel)) continue;
      const dedupeKey = `${event.eventKey}:${channel}`;
      const token = offToken(secret, {
        userId: event.userId,
        kind: event.kind,
        channel,
        alertId: event.alertId,
      });
      const notification: Notification = {
        kind: event.kind,
        userId: event.userId,
        locale,
        url: page(event.path),
        offUrl: `${page("/notifications/off")}?token=${token}`,
        params: event.params,
        dedupeKey,
      };
      const quiet = QUIET_EXEMPT.includes(channel)
        ? null
        : quietUntil(now, preferences.timeZone, preferences.quietHours);
      const [claimed] = await db
        .insert(notificationDeliveries)
        .values({ dedupeKey, userId: event.userId, channel, kind: event.kind, dueAt: quiet ?? now })
        .onConflictDoNothing()
        .returning({ dedupeKey: notificationDeliveries.dedupeKey });
      if (!claimed) continue;
      try {
        await boss.send(QUEUE, { channel, notification } satisfies Message, {
          ...(quiet && { startAfter: quiet }),
        });
      } catch (error) {
        await db.delete(notificationDeliveries).where(eq(notificationDeliveries.dedupeKey, dedupeKey));
        throw error;
      }
    }
  }

  async function deliver(job: Job<Message>) {
    const { channel: name, notification } = job.data;
    const key = notification.dedupeKey;
    const settle = (state: "sent" | "no-address" | "capped" | "queued" | "dead", error?: string) =>
      db
        .update(notificationDeliveries)
        .set({ state, error: error ?? null, settledAt: state === "queued" ? null : new Date() })
        .where(eq(notificationDeliveries.dedupeKey, key));
    const channel = byName.get(name);
    if (!channel) return settle("dead", `the ${name} channel is not configured here`);
    // Claims the message (queued → sent, counted against the cap) before sending: with the cap
    // checked under a lock per seeker and channel, two instances cannot both send the fifth message.
    const claimed = await claim(db, key, UNCAPPED.includes(name) ? null : dailyCap);
    if (claimed !== "claimed") return;
    try {
      const result = await channel.send(notification);
      if (result.status === "no-address") await settle("no-address");
    } catch (error) {
      const message = (error as Error).message.slice(0, 500);
      const permanent = (error as { permanent?: boolean }).permanent === true;
      if (permanent || job.retryCount >= retries.limit) {
        await settle("dead", message);
        console.error(`[notify] ${name} message ${key} is a dead letter:`, message);
        if (permanent) return;
      } else await settle("queued", message);
      throw error;
    }
  }

  if (work)
    await boss.work<Message>(
      QUEUE,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      ([job]) => deliver(job),
    );
  const pushPublicKey = () => options.pushPublicKey?.() ?? null;
  return { channels, pushPublicKey, notify, stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}

/**
 * Marks the message sent (and counts an attempt) if it still waits and the seeker has had fewer than
 * `cap` messages on its channel in the last 24 hours; past the cap it is `capped`, and not sent.
 */
async function claim(db: Db, key: string, cap: number | null): Promise<"claimed" | "capped" | "settled"> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.dedupeKey, key))
      .for("update");
    if (!row || row.state !== "queued") return "settled";
    if (cap !== null) {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext(${`kazi:notify:${row.userId}:${row.channel}`}))`,
      );
      const [{ sent }] = await tx
        .select({ sent: sql<number>`count(*)::int` })
        .from(notificationDeliveries)
        .where(
          and(
            eq(notificationDeliveries.userId, row.userId),
            eq(notificationDeliveries.channel, row.channel),
            eq(notificationDeliveries.state, "sent"),
            gt(notificationDeliveries.settledAt, sql`now() - interval '24 hours'`),
          ),
        );
      if (sent >= cap) {
        await tx
          .update(notificationDeliveries)
          .set({ state: "capped", settledAt: new Date() })
          .where(eq(notificationDeliveries.dedupeKey, key));
        return "capped";
      }
    }
    await tx
      .update(notificationDeliveries)
      .set({ state: "sent", settledAt: new Date(), attempts: sql`${notificationDeliveries.attempts} + 1` })
      .where(eq(notificationDeliveries.dedupeKey, key));
    return "claimed";
  });
}

/** The dead letters, newest first: what the moderator console shows. */
export function deadLetters(db: Db, limit = 100) {
  return db
    .select({
      dedupeKey: notificationDeliveries.dedupeKey,
      channel: notificationDeliveries.channel,
      kind: notificationDeliveries.kind,
      attempts: notificationDeliveries.attempts,
      error: notificationDeliveries.error,
      createdAt: notificationDeliveries.createdAt,
      settledAt: notificationDeliveries.settledAt,
    })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.state, "dead"))
    .orderBy(desc(notificationDeliveries.settledAt))
    .limit(limit);
}
