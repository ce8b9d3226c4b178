import type { Locale } from "../../../i18n";
import type { Db } from "../../db/client";
import { PermanentDeliveryError, type Channel, type Notification, type SendResult } from "../channel";
import { africasTalkingClient } from "./africastalking";
import type { PhoneSettings } from "./phone-config";
import type { PhoneChannelName } from "./phone-number";
import { phoneOf, reachable, stopSms } from "./phone-store";
import { codeSms, notificationSms, templateParameters } from "./phone-texts";
import { WHATSAPP_TEMPLATES, whatsAppClient } from "./whatsapp";

// WhatsApp (Meta's Cloud API) and SMS (Africa's Talking) behind the one Channel interface
// (notify/channel.ts). Each exists only when its settings are there; each reaches a seeker only on
// a verified number with that channel on, and SMS only while no STOP came after it was turned on.

export interface PhoneDeps {
  settings: PhoneSettings;
  db: Db;
}

/** Sends a one-time code to a number that is not verified yet (routes/phone). */
export type CodeSender = (to: string, locale: Locale, code: string) => Promise<void>;

/**
 * A phone channel: ready on a verified number with the channel on (and no STOP, for SMS); `deliver`
 * sends to that number, and answers no-address when the provider says the seeker opted out.
 */
function phoneChannel(
  name: PhoneChannelName,
  db: Db,
  deliver: (e164: string, notification: Notification) => Promise<SendResult>,
): Channel {
  return {
    name,
    configured: true,
    ready: async (userId) => reachable(await phoneOf(db, userId), name),
    async send(notification) {
      const phone = await phoneOf(db, notification.userId);
      return reachable(phone, name) ? deliver(phone.e164, notification) : { status: "no-address" };
    },
  };
}

function whatsApp({ settings, db }: PhoneDeps) {
  const client = whatsAppClient(settings.whatsapp!);
  const channel = phoneChannel("whatsapp", db, async (to, notification) => {
    const providerId = await client.send({
      to,
      template: WHATSAPP_TEMPLATES[notification.kind],
      locale: notification.locale,
      body: templateParameters(notification),
    });
    return { status: "sent", providerId };
  });
  const sendCode: CodeSender = async (to, locale, code) => {
    // An authentication template: Meta's own words around the code, and a button that copies it.
    await client.send({ to, template: WHATSAPP_TEMPLATES.otp, locale, body: [code], codeButton: code });
  };
  return { channel, sendCode };
}

function sms({ settings, db }: PhoneDeps) {
  const client = africasTalkingClient(settings.sms!);
  const channel = phoneChannel("sms", db, async (to, notification) => {
    const result = await client.send(to, notificationSms(notification, settings.siteName));
    if (result.status === "sent") return { status: "sent", providerId: result.messageId };
    // The network's own opt-out list: as good as a STOP we did not hear.
    await stopSms(db, to);
    return { status: "no-address" };
  });
  const sendCode: CodeSender = async (to, locale, code) => {
    const result = await client.send(to, codeSms(locale, settings.siteName, code));
    if (result.status !== "sent")
      throw new PermanentDeliveryError("Africa's Talking: the number is on the network's opt-out list");
  };
  return { channel, sendCode };
}

function configured(deps: PhoneDeps) {
  return {
    whatsapp: deps.settings.whatsapp ? whatsApp(deps) : undefined,
    sms: deps.settings.sms ? sms(deps) : undefined,
  };
}

/** The phone channels the operator configured, for delivery's registry. */
export function phoneChannels(deps: PhoneDeps): Channel[] {
  const { whatsapp, sms } = configured(deps);
  return [whatsapp?.channel, sms?.channel].filter((channel) => channel !== undefined);
}

/** How a code goes out on each configured channel. */
export function codeSenders(deps: PhoneDeps): Partial<Record<PhoneChannelName, CodeSender>> {
  const { whatsapp, sms } = configured(deps);
  return { whatsapp: whatsapp?.sendCode, sms: sms?.sendCode };
}
