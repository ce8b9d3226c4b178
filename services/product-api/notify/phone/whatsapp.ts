import type { Locale } from "../../../i18n";
import type { WhatsAppSettings } from "./phone-config";
import { callProvider, failure } from "./provider-call";

// Meta's WhatsApp Cloud API: a business may start a conversation only with an approved template
// (docs/whatsapp-templates.md lists Kazi's). POST /{phone-number-id}/messages, as
// https://developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates shows.

/** The templates' names as the operator submits them to Meta. */
export const WHATSAPP_TEMPLATES = {
  otp: "otp",
  "job-alert": "job_alert",
  "application-status": "application_status",
} as const;

/** Meta's language codes for Kazi's five: Portuguese as written in Angola and Mozambique. */
export const WHATSAPP_LANGUAGES: Record<Locale, string> = {
  en: "en",
  fr: "fr",
  pt: "pt_PT",
  sw: "sw",
  ar: "ar",
};

// Meta's error codes that mean "later" rather than "never": rate and spam limits, its own outages.
// https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes
const RETRY_LATER = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

type Component =
  | { type: "body"; parameters: { type: "text"; text: string }[] }
  | { type: "button"; sub_type: "url"; index: string; parameters: { type: "text"; text: string }[] };

export interface TemplateMessage {
  to: string;
  template: (typeof WHATSAPP_TEMPLATES)[keyof typeof WHATSAPP_TEMPLATES];
  locale: Locale;
  body: string[];
  /** An authentication template's copy-code button takes the code as well. */
  codeButton?: string;
}

const text = (value: string) => ({ type: "text" as const, text: value });

export function whatsAppClient(settings: WhatsAppSettings) {
  return {
    /** Sends a template; the answer's message id (wamid…). */
    async send(message: TemplateMessage): Promise<string | undefined> {
      const components: Component[] = [{ type: "body", parameters: message.body.map(text) }];
      if (message.codeButton)
        components.push({
          type: "button",
          sub_type: "url",
          index: "0",
          parameters: [text(message.codeButton)],
        });
      const { status, json } = await callProvider(
        `${settings.apiUrl}/${encodeURIComponent(settings.phoneNumberId)}/messages`,
        {
          method: "POST",
          headers: {
            authorization: `Bearer ${settings.accessToken}`,
            "content-type": "application/json",
          },
          body: JSON.stringify({
            messaging_product: "whatsapp",
            recipient_type: "individual",
            to: message.to,
            type: "template",
            template: {
              name: message.template,
              language: { code: WHATSAPP_LANGUAGES[message.locale] },
              components,
            },
          }),
        },
      );
      const answer = json as {
        messages?: { id?: string }[];
        error?: { code?: number; message?: string; error_data?: { details?: string } };
      } | null;
      if (status >= 200 && status < 300) return answer?.messages?.[0]?.id;
      const error = answer?.error;
      const why = `${error?.code ?? "?"} ${error?.message ?? ""} ${error?.error_data?.details ?? ""}`.trim();
      throw failure("WhatsApp", status, why, RETRY_LATER.has(error?.code ?? 0));
    },
  };
}
