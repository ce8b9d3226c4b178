import { createHash, timingSafeEqual } from "node:crypto";
import { createRoute, z } from "@hono/zod-openapi";
import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env";
import { ApiProblem } from "../../lib/problem";
import { parsePhoneNumber } from "../../notify/phone/phone-number";
import { stopSms } from "../../notify/phone/phone-store";

// Africa's Talking's incoming-message callback: a seeker's reply to our texts. A reply that is one
// of the stop words turns SMS off for that number (every account holding it). The URL the operator
// gives Africa's Talking holds AT_WEBHOOK_SECRET in its query, which the access log leaves out.

/**
 * The words that stop texts, compared without case, accents, spaces or punctuation: English and
 * Swahili seekers write STOP (Swahili's own: ACHA, SIMAMISHA), French ARRET/ARRÊT/STOP, Portuguese
 * PARE/PARAR/SAIR/CANCELAR, Arabic توقف/إيقاف/الغاء; UNSUBSCRIBE, END, QUIT and CANCEL too, as
 * carriers' own opt-out words.
 */
const STOP_WORDS = new Set([
  "stop",
  "stopall",
  "unsubscribe",
  "end",
  "quit",
  "cancel",
  "arret",
  "arreter",
  "desabonner",
  "pare",
  "parar",
  "sair",
  "cancelar",
  "acha",
  "simamisha",
  "توقف",
  "ايقاف",
  "الغاء",
]);

/** A reply as compared with the stop words: "Arrêt !" is "arret", "إيقاف" is "ايقاف". */
function stopWord(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[أإآ]/g, "ا")
    .replace(/[^\p{L}\p{N}]/gu, "")
    .toLowerCase();
}

const IncomingSchema = z
  .object({
    from: z.string().max(32).openapi({ description: "The sender's number", example: "+254711000000" }),
    text: z.string().max(2000).default(""),
    to: z.string().optional().openapi({ description: "The short code or number it was sent to" }),
    date: z.string().optional(),
    id: z.string().optional(),
    linkId: z.string().optional(),
  })
  .openapi("AfricasTalkingIncoming");

export const incoming = createRoute({
  method: "post",
  path: "/webhooks/africastalking/incoming",
  tags: ["Webhooks"],
  summary: "Africa's Talking's incoming-message callback: STOP replies turn SMS off",
  description:
    "Give Africa's Talking this URL with `?secret=` and AT_WEBHOOK_SECRET. Always 200 for a known secret, whatever the text.",
  request: {
    query: z.object({ secret: z.string().max(200).optional() }),
    body: { content: { "application/x-www-form-urlencoded": { schema: IncomingSchema } }, required: true },
  },
  responses: {
    200: {
      description: "Received",
      content: { "application/json": { schema: z.object({ stopped: z.boolean() }) } },
    },
    404: { description: "No such callback: SMS is not configured, or the secret is wrong" },
  },
});

const digest = (value: string) => createHash("sha256").update(value).digest();

export const handleIncoming: RouteHandler<typeof incoming, AppEnv> = async (c) => {
  const expected = c.var.deps.phone.sms?.webhookSecret;
  const { secret = "" } = c.req.valid("query");
  // A 404 like any other unknown address: nothing tells a prober that the path exists.
  if (!expected || !timingSafeEqual(digest(secret), digest(expected)))
    throw new ApiProblem(404, "Not found", { detail: "No such resource." });
  const { from, text } = c.req.valid("form");
  const parsed = parsePhoneNumber(from);
  const stopped = typeof parsed === "object" && STOP_WORDS.has(stopWord(text));
  if (stopped) await stopSms(c.var.deps.db, parsed.e164);
  return c.json({ stopped }, 200);
};
