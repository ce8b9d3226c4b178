import { createRoute, z } from "@hono/zod-openapi";
import { requirePermission, requireUser } from "../../lib/auth";
import { MAX_ALERTS } from "../../lib/limits";
import { bearer, problems } from "../../lib/openapi";
import {
  AlertCreateSchema,
  AlertIdParams,
  AlertListSchema,
  AlertSchema,
  AlertUpdateSchema,
  DigestRunSchema,
  UnsubscribedSchema,
  UnsubscribeSchema,
} from "./alerts.schemas";

const tags = ["Job alerts"];
const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });

export const create = createRoute({
  method: "post",
  path: "/alerts",
  tags,
  security: bearer,
  middleware: requireUser,
  summary: "Email me new jobs like these: an alert for a search",
  description:
    `A search query and/or filters of GET /jobs, mailed daily or weekly as a digest of new matching jobs. At most ${MAX_ALERTS} alerts per seeker (409). ` +
    "The same search again returns the existing alert (200). 403 when the token says the email address is not verified.",
  request: { body: { required: true, content: json(AlertCreateSchema) } },
  responses: {
    201: { description: "The new alert", content: json(AlertSchema) },
    200: { description: "The seeker's existing alert for this search", content: json(AlertSchema) },
    ...problems(401, 403, 409, 422),
  },
});

export const list = createRoute({
  method: "get",
  path: "/alerts",
  tags,
  security: bearer,
  middleware: requireUser,
  summary: "The caller's job alerts, newest first",
  responses: {
    200: { description: "The alerts", content: json(AlertListSchema) },
    ...problems(401),
  },
});

export const update = createRoute({
  method: "patch",
  path: "/alerts/{id}",
  tags,
  security: bearer,
  middleware: requireUser,
  summary: "Pause or resume an alert, or change how often it is mailed",
  request: { params: AlertIdParams, body: { required: true, content: json(AlertUpdateSchema) } },
  responses: {
    200: { description: "The alert", content: json(AlertSchema) },
    ...problems(400, 401, 404, 422),
  },
});

export const remove = createRoute({
  method: "delete",
  path: "/alerts/{id}",
  tags,
  security: bearer,
  middleware: requireUser,
  summary: "Delete an alert (another seeker's is a 404)",
  request: { params: AlertIdParams },
  responses: { 204: { description: "Deleted" }, ...problems(400, 401, 404) },
});

export const unsubscribe = createRoute({
  method: "post",
  path: "/alerts/unsubscribe",
  tags,
  security: [{}],
  summary: "Unsubscribe from an alert with the signed token of its mail (no sign-in)",
  description:
    "Deletes the alert the token names. An alert already gone answers 200 too; a token that was not signed by Kazi is a 400.",
  request: { body: { required: true, content: json(UnsubscribeSchema) } },
  responses: {
    200: { description: "Unsubscribed", content: json(UnsubscribedSchema) },
    ...problems(400, 422),
  },
});

export const runDigests = createRoute({
  method: "post",
  path: "/alerts/digests",
  tags,
  security: bearer,
  middleware: requirePermission("jobs:moderate"),
  summary: "Run a digest pass now (operators and tests; the scheduler runs one every hour)",
  description: "Mails each alert that has not had this period's digest the new matching jobs, if any.",
  responses: {
    200: { description: "What the pass did", content: json(DigestRunSchema) },
    ...problems(401, 403, 503),
  },
});

export type CreateRoute = typeof create;
export type ListRoute = typeof list;
export type UpdateRoute = typeof update;
export type RemoveRoute = typeof remove;
export type UnsubscribeRoute = typeof unsubscribe;
export type RunDigestsRoute = typeof runDigests;
