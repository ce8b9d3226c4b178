import { createRoute, z } from "@hono/zod-openapi";
import { requirePermission, requireUser } from "../../lib/auth";
import { bearer, problems } from "../../lib/openapi";
import {
  DeadLetterListSchema,
  OffSchema,
  PreferencesSchema,
  PreferencesUpdateSchema,
  PushEndpointSchema,
  PushSubscriptionSchema,
  TurnedOffSchema,
} from "./notifications.schemas";

const tags = ["Notifications"];
const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });

export const read = createRoute({
  method: "get",
  path: "/me/notifications",
  tags,
  security: bearer,
  middleware: requireUser,
  summary: "The caller's notification channels and choices",
  responses: { 200: { description: "The choices", content: json(PreferencesSchema) }, ...problems(401) },
});

export const write = createRoute({
  method: "put",
  path: "/me/notifications",
  tags,
  security: bearer,
  middleware: requireUser,
  summary: "Choose the channels of application updates, quiet hours and the time zone",
  description: "Fields left out keep their value. A channel the installation has not configured is a 422.",
  request: { body: { required: true, content: json(PreferencesUpdateSchema) } },
  responses: {
    200: { description: "The choices", content: json(PreferencesSchema) },
    ...problems(401, 422),
  },
});

export const subscribe = createRoute({
  method: "post",
  path: "/me/notifications/push",
  tags,
  security: bearer,
  middleware: requireUser,
  summary: "Turn Web Push on for this device: the browser's PushSubscription (toJSON())",
  request: { body: { required: true, content: json(PushSubscriptionSchema) } },
  responses: {
    201: { description: "The choices, push ready", content: json(PreferencesSchema) },
    ...problems(401, 422),
  },
});

export const unsubscribe = createRoute({
  method: "delete",
  path: "/me/notifications/push",
  tags,
  security: bearer,
  middleware: requireUser,
  summary: "Turn Web Push off for this device (its subscription's endpoint)",
  request: { body: { required: true, content: json(PushEndpointSchema) } },
  responses: { 204: { description: "Removed (or there was none)" }, ...problems(401, 422) },
});

export const off = createRoute({
  method: "post",
  path: "/notifications/off",
  tags,
  security: [{}],
  summary: "One-tap off: the signed token of a message's off link stops that kind of message on that channel",
  request: { body: { required: true, content: json(OffSchema) } },
  responses: {
    200: { description: "Turned off", content: json(TurnedOffSchema) },
    ...problems(400, 404, 422),
  },
});

export const deadLetters = createRoute({
  method: "get",
  path: "/moderation/notifications/dead-letters",
  tags: ["Moderation"],
  security: bearer,
  middleware: requirePermission("jobs:moderate"),
  summary: "Messages that could not be delivered after every retry, newest first (moderators)",
  responses: {
    200: { description: "At most 100 dead letters", content: json(DeadLetterListSchema) },
    ...problems(401, 403),
  },
});

export type ReadRoute = typeof read;
export type WriteRoute = typeof write;
export type SubscribeRoute = typeof subscribe;
export type UnsubscribeRoute = typeof unsubscribe;
export type OffRoute = typeof off;
export type DeadLettersRoute = typeof deadLetters;
