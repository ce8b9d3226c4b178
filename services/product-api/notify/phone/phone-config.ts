import { createHmac } from "node:crypto";
import { DEFAULT_SITE_NAME, DEFAULT_SITE_URL } from "../../../../lib/defaults";
import { configError, type ServicesEnv } from "../../../env";

// The phone channels' settings. Each channel is configured when its variables are set, and only
// then: with neither, Kazi sends no code, the UI shows no Phone section, and delivery has no
// WhatsApp or SMS channel.

export interface WhatsAppSettings {
  /** The Graph API's versioned base (WHATSAPP_API_URL). */
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
}

export interface SmsSettings {
  /** Africa's Talking (AT_API_URL): the live API or the sandbox. */
  apiUrl: string;
  username: string;
  apiKey: string;
  /** A registered sender id or short code (AT_FROM); Africa's Talking's shared one when unset. */
  from?: string;
  /** The secret in the incoming-message callback's URL (AT_WEBHOOK_SECRET). */
  webhookSecret: string;
}

export interface PhoneSettings {
  whatsapp?: WhatsAppSettings;
  sms?: SmsSettings;
  /** Keys the one-time codes' HMACs. */
  codeSecret: string;
  /** The web site's origin (SITE_URL), for the profile link in texts. */
  siteUrl: string;
  siteName: string;
}

/** The codes' key, made from another installation secret (the alerts' one) for this use only. */
const codeSecretFrom = (secret: string) =>
  createHmac("sha256", secret).update("kazi-phone-codes").digest("base64url");

/** For an API built without productApiConfig (the tests): no channel configured. */
export const defaultPhoneSettings = (): PhoneSettings => ({
  codeSecret: codeSecretFrom("kazi-phone-local-secret"),
  siteUrl: DEFAULT_SITE_URL,
  siteName: DEFAULT_SITE_NAME,
});

function both<T>(names: [string, string], values: [T | undefined, T | undefined]) {
  if (Boolean(values[0]) === Boolean(values[1])) return Boolean(values[0]);
  const missing = names[values[0] ? 1 : 0];
  throw configError([[missing, `is needed with ${names[values[0] ? 0 : 1]}.`]]);
}

export function phoneConfig(env: ServicesEnv, alertsSecret: () => string) {
  const whatsapp = both(
    ["WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_ACCESS_TOKEN"],
    [env.WHATSAPP_PHONE_NUMBER_ID, env.WHATSAPP_ACCESS_TOKEN],
  );
  const sms = both(["AT_USERNAME", "AT_API_KEY"], [env.AT_USERNAME, env.AT_API_KEY]);
  // Africa's Talking must be given the callback URL with the secret in it: one Kazi made by itself
  // would be a secret the operator cannot read.
  if (sms && !env.AT_WEBHOOK_SECRET)
    throw configError([
      ["AT_WEBHOOK_SECRET", "is needed with AT_USERNAME: STOP replies reach Kazi at a URL that holds it."],
    ]);
  let codeSecret: string | undefined;
  return {
    whatsapp: whatsapp
      ? {
          apiUrl: env.WHATSAPP_API_URL.replace(/\/+$/, ""),
          phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
          accessToken: env.WHATSAPP_ACCESS_TOKEN!,
        }
      : undefined,
    sms: sms
      ? {
          apiUrl: env.AT_API_URL.replace(/\/+$/, ""),
          username: env.AT_USERNAME!,
          apiKey: env.AT_API_KEY!,
          from: env.AT_FROM,
          webhookSecret: env.AT_WEBHOOK_SECRET!,
        }
      : undefined,
    siteUrl: env.SITE_URL.replace(/\/+$/, ""),
    siteName: env.SITE_NAME,
    /** Read on first use, as the alerts' secret is (services/local-secret.ts). */
    get codeSecret() {
      return (codeSecret ??= codeSecretFrom(alertsSecret()));
    },
  } satisfies PhoneSettings;
}
