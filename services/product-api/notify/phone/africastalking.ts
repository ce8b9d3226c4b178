import type { SmsSettings } from "./phone-config";
import { callProvider, failure } from "./provider-call";

// Africa's Talking's bulk SMS API (https://developers.africastalking.com/docs/sms/sending/bulk):
// POST /version1/messaging, form-encoded, the key in an apiKey header. It answers 201 with one
// entry per recipient, whose statusCode says what became of that message.

// Per-recipient codes: 100 Processed, 101 Sent, 102 Queued are accepted; 406 UserInBlacklist is the
// seeker's own opt-out at the network (handled as a STOP); 405 InsufficientBalance and 500-502
// (gateway trouble) pass; every other one (402 InvalidSenderId, 403 InvalidPhoneNumber, 404
// UnsupportedNumberType, 407 CouldNotRoute, 409 DoNotDisturbRejection…) will not change on a retry.
const ACCEPTED = new Set([100, 101, 102]);
const RETRY_LATER = new Set([405, 500, 501, 502]);
const BLACKLISTED = 406;

export type SmsResult = { status: "sent"; messageId?: string } | { status: "blacklisted" };

export function africasTalkingClient(settings: SmsSettings) {
  return {
    async send(to: string, message: string): Promise<SmsResult> {
      const form = new URLSearchParams({ username: settings.username, to, message });
      if (settings.from) form.set("from", settings.from);
      const { status, json } = await callProvider(`${settings.apiUrl}/version1/messaging`, {
        method: "POST",
        headers: {
          apiKey: settings.apiKey,
          accept: "application/json",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: form,
      });
      if (status < 200 || status >= 300) throw failure("Africa's Talking", status, JSON.stringify(json));
      const data = json as {
        SMSMessageData?: {
          Message?: string;
          Recipients?: { statusCode?: number; status?: string; messageId?: string }[];
        };
      } | null;
      const recipient = data?.SMSMessageData?.Recipients?.[0];
      if (!recipient) throw failure("Africa's Talking", 400, data?.SMSMessageData?.Message ?? "no recipient");
      const code = recipient.statusCode ?? 0;
      if (ACCEPTED.has(code)) return { status: "sent", messageId: recipient.messageId };
      if (code === BLACKLISTED) return { status: "blacklisted" };
      throw failure("Africa's Talking", status, `${code} ${recipient.status ?? ""}`, RETRY_LATER.has(code));
    },
  };
}
