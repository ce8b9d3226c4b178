import type { RouteHandler } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { localeOr } from "../../../i18n";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../lib/app-env";
import { currentUser } from "../../lib/auth";
import { loggerFor } from "../../../operations/logger";
import { PermanentDeliveryError } from "../../notify/channel";
import { codeSenders } from "../../notify/phone";
import type { PhoneSettings } from "../../notify/phone/phone-config";
import { checkCode, dropCode, newCode, saveCode } from "../../notify/phone/phone-codes";
import { maskNumber, parsePhoneNumber } from "../../notify/phone/phone-number";
import {
  phoneOf,
  removePhone as deletePhone,
  setChannels as updateChannels,
} from "../../notify/phone/phone-store";
import { phoneVerifications } from "../../notify/phone/phone-tables";
import { ensureUser } from "../users/users.queries";
import { limitCodeSends } from "./phone-limits";
import { phoneProblem } from "./phone-problems";
import type { PhoneState } from "./phone.schemas";
import type {
  GetPhoneRoute,
  RemovePhoneRoute,
  SendCodeRoute,
  SetChannelsRoute,
  VerifyCodeRoute,
} from "./phone.routes";

const log = loggerFor("product-api");
const iso = (date: Date | null) => (date ? date.toISOString() : null);

async function phoneState(db: Db, settings: PhoneSettings, userId: string): Promise<PhoneState> {
  const [phone, [pending]] = await Promise.all([
    phoneOf(db, userId),
    db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, userId)),
  ]);
  return {
    channels: { whatsapp: Boolean(settings.whatsapp), sms: Boolean(settings.sms) },
    number: phone
      ? {
          masked: maskNumber(phone.e164),
          country: phone.country,
          verifiedAt: phone.verifiedAt.toISOString(),
          whatsapp: phone.whatsapp,
          sms: phone.sms,
          smsStoppedAt: iso(phone.smsStoppedAt),
        }
      : null,
    pending:
      pending && pending.expiresAt.getTime() > Date.now()
        ? {
            masked: maskNumber(pending.e164),
            channel: pending.channel,
            expiresAt: pending.expiresAt.toISOString(),
          }
        : null,
  };
}

export const getPhone: RouteHandler<GetPhoneRoute, AppEnv> = async (c) => {
  const { db, phone } = c.var.deps;
  return c.json(await phoneState(db, phone, currentUser(c).sub), 200);
};

export const sendCode: RouteHandler<SendCodeRoute, AppEnv> = async (c) => {
  const { number, channel, country } = c.req.valid("json");
  const { deps } = c.var;
  const send = codeSenders({ settings: deps.phone, db: deps.db })[channel];
  if (!send) throw phoneProblem("channelOff");
  const user = await ensureUser(deps.db, currentUser(c));
  // A number typed without a prefix is read in the country chosen, else the one on file.
  const parsed = parsePhoneNumber(number, country ?? (await phoneOf(deps.db, user.id))?.country ?? undefined);
  if (parsed === "needs-country") throw phoneProblem("needsCountry");
  if (parsed === "invalid") throw phoneProblem("invalid");
  await limitCodeSends(deps, user.id, parsed.e164);
  const code = newCode();
  await saveCode(deps.db, deps.phone.codeSecret, user.id, parsed, channel, code);
  try {
    await send(parsed.e164, localeOr(user.language), code);
  } catch (error) {
    // Nothing half-done: no code waits for a number it never reached. The log has the provider's
    // words without the number (notify/phone/provider-call.ts).
    await dropCode(deps.db, user.id);
    log.warn({ channel, err: (error as Error).message }, "phone code not sent");
    throw phoneProblem(
      "sendFailed",
      error instanceof PermanentDeliveryError ? { status: 422 } : { headers: { "Retry-After": "60" } },
    );
  }
  return c.json(await phoneState(deps.db, deps.phone, user.id), 202);
};

export const verifyCode: RouteHandler<VerifyCodeRoute, AppEnv> = async (c) => {
  const { code } = c.req.valid("json");
  const { db, phone } = c.var.deps;
  const userId = currentUser(c).sub;
  const result = await checkCode(db, phone.codeSecret, userId, code);
  if (!result.ok) {
    const reason = (
      {
        "no-code": "noCode",
        expired: "expired",
        "too-many-attempts": "tooManyAttempts",
        "wrong-code": "wrongCode",
      } as const
    )[result.reason];
    throw phoneProblem(reason);
  }
  return c.json(await phoneState(db, phone, userId), 200);
};

export const setChannels: RouteHandler<SetChannelsRoute, AppEnv> = async (c) => {
  const changes = c.req.valid("json");
  const { db, phone } = c.var.deps;
  const userId = currentUser(c).sub;
  // Off is always allowed; on only for a channel the operator configured.
  if ((changes.whatsapp && !phone.whatsapp) || (changes.sms && !phone.sms)) throw phoneProblem("channelOff");
  if (!(await updateChannels(db, userId, changes))) throw phoneProblem("noNumber");
  return c.json(await phoneState(db, phone, userId), 200);
};

export const removePhone: RouteHandler<RemovePhoneRoute, AppEnv> = async (c) => {
  await deletePhone(c.var.deps.db, currentUser(c).sub);
  return c.body(null, 204);
};
