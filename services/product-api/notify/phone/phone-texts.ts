import { translator, type Locale } from "../../../i18n";
import { statusMessageKey } from "../../lib/application-status";
import type { Notification, NotificationKind } from "../channel";

// What the phone channels say, from the catalogues (messages/*.json, phone.sms.* and
// phone.whatsapp.*). An SMS is the whole text; a WhatsApp message is an approved template
// (docs/whatsapp-templates.md) and Kazi sends only its parameters, in the template's order.

/** The seeker's words in an SMS are cut to this many characters, to keep a text to one or two parts. */
const MAX_WORDS = 40;

const cut = (value = "", max = MAX_WORDS) =>
  value.length > max ? `${value.slice(0, max - 3).trimEnd()}...` : value;

// GSM 03.38's basic set and its extension table: a text of these alone is 160 characters a part;
// any other character (ê, ç, ã, Arabic) makes the whole text UCS-2, 70 a part.
const GSM_7 =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà^{}\\[~]|€";
const GSM_SET = new Set(GSM_7);

/** "gsm-7" or "ucs-2", and the parts of 160/153 or 70/67 characters the text is sent in. */
export function smsSize(text: string) {
  const chars = [...text];
  const gsm = chars.every((ch) => GSM_SET.has(ch));
  const length = gsm ? chars.reduce((n, ch) => n + ("^{}\\[~]|€".includes(ch) ? 2 : 1), 0) : chars.length;
  const [single, part] = gsm ? [160, 153] : [70, 67];
  return {
    encoding: gsm ? "gsm-7" : "ucs-2",
    length,
    parts: length <= single ? 1 : Math.ceil(length / part),
  };
}

// French's no-break spaces are not in GSM-7: an ordinary one keeps the text at 160 a part.
const forSms = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** The status in the seeker's language when it is one Kazi knows; as the employer wrote it otherwise. */
function statusIn(locale: Locale, status = ""): string {
  const key = statusMessageKey(status);
  return locale !== "en" && key ? translator(locale, "applications")(`status.${key}`) : status;
}

const SMS_KEYS: Record<NotificationKind, string> = {
  "job-alert": "sms.jobAlert",
  "application-status": "sms.applicationStatus",
};

export function codeSms(locale: Locale, site: string, code: string): string {
  return forSms(translator(locale, "phone")("sms.code", { site, code }));
}

export function notificationSms({ kind, locale, params, url, offUrl }: Notification, site: string): string {
  const t = translator(locale, "phone");
  return forSms(
    t(SMS_KEYS[kind], {
      site,
      url,
      offUrl,
      count: Number(params.count ?? 0),
      alert: cut(params.alertName),
      job: cut(params.jobTitle),
      company: cut(params.company, 30),
      status: cut(statusIn(locale, params.status), 30),
    }),
  );
}

/**
 * The WhatsApp templates' parameters, numbered as Meta numbers them ({{1}}, {{2}}…): the order
 * here is the order in docs/whatsapp-templates.md, whatever the order of the words in a language.
 */
export const TEMPLATE_PARAMETERS: Record<NotificationKind, string[]> = {
  "job-alert": ["alert", "count", "title", "url", "offUrl"],
  "application-status": ["job", "company", "status", "url", "offUrl"],
};

export function templateParameters({ kind, locale, params, url, offUrl }: Notification): string[] {
  // Meta refuses empty parameters and ones with a line break or more than four spaces in a row.
  const clean = (value = "") => value.replace(/\s+/g, " ").trim() || "-";
  const values: Record<string, string> = {
    alert: params.alertName,
    count: params.count,
    title: params.firstJobTitle,
    job: params.jobTitle,
    company: params.company,
    status: statusIn(locale, params.status),
    url,
    offUrl,
  };
  return TEMPLATE_PARAMETERS[kind].map((name) => clean(values[name]));
}
