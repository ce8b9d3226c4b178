import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobAlerts, notificationSettings, pushSubscriptions, users } from "../db/schema";
import type { ChannelName } from "./channel";
import type { OffTarget } from "./off-token";
import type { QuietHours } from "./quiet-hours";

// What goes where (issue 34): the seeker's choices, and the defaults when they made none.

export interface Preferences {
  /** Null: the default, e-mail and (once a device is subscribed) push. */
  applicationChannels: ChannelName[] | null;
  quietHours: QuietHours | null;
  timeZone: string;
}

export async function loadPreferences(db: Db, userId: string): Promise<Preferences> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return {
    applicationChannels: row?.applicationChannels ?? null,
    quietHours: row?.quietStart != null ? { start: row.quietStart, end: row.quietEnd! } : null,
    timeZone: row?.timeZone ?? "UTC",
  };
}

export async function savePreferences(db: Db, userId: string, p: Preferences) {
  const values = {
    applicationChannels: p.applicationChannels,
    quietStart: p.quietHours?.start ?? null,
    quietEnd: p.quietHours?.end ?? null,
    timeZone: p.timeZone,
    updatedAt: new Date(),
  };
  await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
}

/** The channels application updates go to: the seeker's choice, else e-mail plus push once subscribed. */
export async function applicationChannels(db: Db, userId: string, p: Preferences): Promise<ChannelName[]> {
  if (p.applicationChannels) return p.applicationChannels;
  const [device] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1);
  return device ? ["email", "push"] : ["email"];
}

/** A one-tap off link followed: that kind of message stops on that channel. False: nothing to turn off. */
export async function turnOff(db: Db, target: OffTarget): Promise<boolean> {
  if (target.kind === "job-alert") {
    const changed = await db
      .update(jobAlerts)
      .set({ channels: sql`array_remove(${jobAlerts.channels}, ${target.channel})` })
      .where(and(eq(jobAlerts.id, target.alertId!), eq(jobAlerts.userId, target.userId)))
      .returning({ id: jobAlerts.id });
    return changed.length > 0;
  }
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, target.userId));
  if (!user) return false; // the account is gone, and its choices with it
  const current = await loadPreferences(db, target.userId);
  const channels = await applicationChannels(db, target.userId, current);
  await savePreferences(db, target.userId, {
    ...current,
    applicationChannels: channels.filter((c) => c !== target.channel),
  });
  return true;
}
