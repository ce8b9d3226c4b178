import type { RouteHandler } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { pushSubscriptions } from "../../db/schema";
import type { AppEnv } from "../../lib/app-env";
import { currentUser } from "../../lib/auth";
import { ApiProblem } from "../../lib/problem";
import type { ChannelName } from "../../notify/channel";
import { deadLetters as listDeadLetters } from "../../notify/deliver";
import { verifyOffToken } from "../../notify/off-token";
import { applicationChannels, loadPreferences, savePreferences, turnOff } from "../../notify/preferences";
import { subscribeDevice } from "../../notify/push-channel";
import { toMinutes, toTime } from "../../notify/quiet-hours";
import { ensureUser } from "../users/users.queries";
import type {
  DeadLettersRoute,
  OffRoute,
  ReadRoute,
  SubscribeRoute,
  UnsubscribeRoute,
  WriteRoute,
} from "./notifications.routes";

/** The channels the operator has configured, in the registry's order (notify/channels.ts). */
const configured = (c: Context<AppEnv>) => c.var.deps.notifier?.channels.filter((ch) => ch.configured) ?? [];

/** A 422 naming `field` when a chosen channel is not configured here. */
export function refuseUnconfigured(c: Context<AppEnv>, chosen: ChannelName[] | undefined, field: string) {
  const known = configured(c).map((ch) => ch.name);
  const unknown = chosen?.filter((name) => !known.includes(name)) ?? [];
  if (unknown.length === 0) return;
  const detail = `Not available here: ${unknown.join(", ")}. Use: ${known.join(", ") || "none"}.`;
  throw new ApiProblem(422, "The request body is invalid.", { detail, errors: { [field]: [detail] } });
}

async function preferencesOf(c: Context<AppEnv>, userId: string) {
  const { db, notifier } = c.var.deps;
  const channels = configured(c);
  const preferences = await loadPreferences(db, userId);
  const chosen = await applicationChannels(db, userId, preferences);
  const known = channels.map((ch) => ch.name);
  return {
    channels: await Promise.all(
      channels.map(async (ch) => ({ name: ch.name, ready: await ch.ready(userId) })),
    ),
    pushPublicKey: known.includes("push") ? (notifier?.pushPublicKey() ?? null) : null,
    applicationChannels: chosen.filter((name) => known.includes(name)),
    quietHours: preferences.quietHours
      ? { start: toTime(preferences.quietHours.start), end: toTime(preferences.quietHours.end) }
      : null,
    timeZone: preferences.timeZone,
  };
}

export const read: RouteHandler<ReadRoute, AppEnv> = async (c) => {
  const user = await ensureUser(c.var.deps.db, currentUser(c));
  return c.json(await preferencesOf(c, user.id), 200);
};

export const write: RouteHandler<WriteRoute, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const body = c.req.valid("json");
  refuseUnconfigured(c, body.applicationChannels, "applicationChannels");
  const user = await ensureUser(db, currentUser(c));
  const current = await loadPreferences(db, user.id);
  const quiet = body.quietHours;
  await savePreferences(db, user.id, {
    applicationChannels: body.applicationChannels ?? current.applicationChannels,
    quietHours:
      quiet === undefined
        ? current.quietHours
        : quiet && { start: toMinutes(quiet.start), end: toMinutes(quiet.end) },
    timeZone: body.timeZone ?? current.timeZone,
  });
  return c.json(await preferencesOf(c, user.id), 200);
};

export const subscribe: RouteHandler<SubscribeRoute, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  refuseUnconfigured(c, ["push"], "endpoint");
  const user = await ensureUser(db, currentUser(c));
  await subscribeDevice(db, user.id, c.req.valid("json"));
  return c.json(await preferencesOf(c, user.id), 201);
};

export const unsubscribe: RouteHandler<UnsubscribeRoute, AppEnv> = async (c) => {
  const { endpoint } = c.req.valid("json");
  await c.var.deps.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, currentUser(c).sub)));
  return c.body(null, 204);
};

export const off: RouteHandler<OffRoute, AppEnv> = async (c) => {
  const { db, alerts } = c.var.deps;
  const target = verifyOffToken(alerts.secret, c.req.valid("json").token);
  if (!target)
    throw new ApiProblem(400, "Invalid link.", {
      detail:
        "This link is not valid. Copy the whole link from the message, or choose your notifications on your profile.",
    });
  if (!(await turnOff(db, target)))
    throw new ApiProblem(404, "Nothing to turn off.", {
      detail: "The alert or the account this link was for no longer exists.",
    });
  return c.json({ off: true as const, kind: target.kind, channel: target.channel }, 200);
};

export const deadLetters: RouteHandler<DeadLettersRoute, AppEnv> = async (c) => {
  const rows = await listDeadLetters(c.var.deps.db);
  return c.json(
    {
      deadLetters: rows.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        settledAt: r.settledAt?.toISOString() ?? null,
      })),
    },
    200,
  );
};
