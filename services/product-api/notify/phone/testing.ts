import { startCaptureServer, type CaptureServer } from "../../testing/capture-server";
import { defaultPhoneSettings, type PhoneSettings } from "./phone-config";

// Stand-ins for Meta's WhatsApp Cloud API and Africa's Talking, and the settings that point at them.

const PHONE_NUMBER_ID = "106540352242922";
export const WEBHOOK_SECRET = "at-webhook-secret-for-tests-0123456789";
export const MESSAGES_PATH = `/${PHONE_NUMBER_ID}/messages`;
export const SMS_PATH = "/version1/messaging";

export interface PhoneProviders {
  whatsapp: CaptureServer;
  sms: CaptureServer;
  settings: PhoneSettings;
  close(): Promise<void>;
}

/** Africa's Talking's answer for one recipient (201, as the API answers a send). */
export const atAnswer = (statusCode = 101, status = "Success") => ({
  SMSMessageData: {
    Message: "Sent to 1/1 Total Cost: KES 0.8000",
    Recipients: [
      { statusCode, number: "+254711XXXYYY", status, cost: "KES 0.8000", messageId: "ATXid_test" },
    ],
  },
});

export async function startPhoneProviders(): Promise<PhoneProviders> {
  const [whatsapp, sms] = await Promise.all([startCaptureServer(), startCaptureServer()]);
  whatsapp.answer(MESSAGES_PATH, 200, {
    messaging_product: "whatsapp",
    contacts: [{ input: "+254712345678", wa_id: "254712345678" }],
    messages: [{ id: "wamid.test" }],
  });
  sms.answer(SMS_PATH, 201, atAnswer());
  return {
    whatsapp,
    sms,
    settings: {
      ...defaultPhoneSettings(),
      siteUrl: "https://kazi.example",
      whatsapp: { apiUrl: `${whatsapp.url}`, phoneNumberId: PHONE_NUMBER_ID, accessToken: "wa-test-token" },
      sms: {
        apiUrl: sms.url,
        username: "sandbox",
        apiKey: "at-test-key",
        from: "KAZI",
        webhookSecret: WEBHOOK_SECRET,
      },
    },
    close: async () => void (await Promise.all([whatsapp.close(), sms.close()])),
  };
}
