import { createRoute, z } from "@hono/zod-openapi";
import { requireUser } from "../../lib/auth";
import { bearer, problems } from "../../lib/openapi";
import { CODE_TTL_MS, MAX_CODE_ATTEMPTS } from "../../notify/phone/phone-codes";
import { PhoneChannelsSchema, PhoneStateSchema, SendCodeSchema, VerifyCodeSchema } from "./phone.schemas";
import { ACCOUNT_SENDS, NUMBER_SENDS } from "./phone-limits";

const tags = ["Phone"];
const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });
const common = { tags, security: bearer, middleware: requireUser };
const state = (description: string) => ({ description, content: json(PhoneStateSchema) });
const PROBLEM_TYPES =
  "Refusals are problem JSON whose `type` ends in a word the UI names in the seeker's language (urn:kazi:problem:phone:needsCountry, …invalid, …channelOff, …sendFailed, …tooManySends, …noCode, …expired, …tooManyAttempts, …wrongCode, …noNumber).";

export const getPhone = createRoute({
  ...common,
  method: "get",
  path: "/users/me/phone",
  summary: "The caller's phone number (masked), its channels, and which phone channels exist",
  responses: { 200: state("The phone settings"), ...problems(401) },
});

export const sendCode = createRoute({
  ...common,
  method: "post",
  path: "/users/me/phone",
  summary: "Send a one-time code to a number, by WhatsApp or SMS",
  description: `The number is kept in E.164 once the code is confirmed. The code is valid ${CODE_TTL_MS / 60_000} minutes; a new one replaces it. At most ${NUMBER_SENDS.limit} codes per number an hour and ${ACCOUNT_SENDS.limit} per account a day (429 with Retry-After). ${PROBLEM_TYPES}`,
  request: { body: { content: json(SendCodeSchema), required: true } },
  responses: {
    202: state("The code is on its way; `pending` names the number"),
    ...problems(401, 422, 429),
    502: problems(502)[502],
  },
});

export const verifyCode = createRoute({
  ...common,
  method: "post",
  path: "/users/me/phone/verify",
  summary: "Confirm the number with the code it received",
  description: `At most ${MAX_CODE_ATTEMPTS} tries per code. The channel the code came by is turned on. ${PROBLEM_TYPES}`,
  request: { body: { content: json(VerifyCodeSchema), required: true } },
  responses: { 200: state("The number is verified"), ...problems(401, 404, 410, 422, 429) },
});

export const setChannels = createRoute({
  ...common,
  method: "patch",
  path: "/users/me/phone",
  summary: "Turn WhatsApp or SMS on or off for the confirmed number",
  description: "Turning SMS on again after a STOP reply is a new opt-in: the STOP is forgotten.",
  request: { body: { content: json(PhoneChannelsSchema), required: true } },
  responses: { 200: state("The new settings"), ...problems(401, 404, 422) },
});

export const removePhone = createRoute({
  ...common,
  method: "delete",
  path: "/users/me/phone",
  summary: "Remove the number and any code waiting for it",
  responses: { 204: { description: "No number any more" }, ...problems(401) },
});

export type GetPhoneRoute = typeof getPhone;
export type SendCodeRoute = typeof sendCode;
export type VerifyCodeRoute = typeof verifyCode;
export type SetChannelsRoute = typeof setChannels;
export type RemovePhoneRoute = typeof removePhone;
