import { direction, translator } from "../../i18n";
import { statusMessageKey } from "../lib/application-status";
import type { Notification } from "./channel";

// A notification's words in the seeker's language (messages/*.json, `notify`), shared by every
// channel: a push's title and body, a mail's subject and first line, an SMS's text.

export interface NotificationText {
  title: string;
  body: string;
  /** "Turn these off: <url>" */
  off: string;
  /** "Turn off", a button's words. */
  offLabel: string;
  dir: "ltr" | "rtl";
}

/** The status in the seeker's words when it is a known one (English keeps the employer's spelling). */
function statusWords(n: Notification): string {
  const key = statusMessageKey(n.params.status ?? "");
  return key && n.locale !== "en" ? translator(n.locale, "applications")(`status.${key}`) : n.params.status;
}

export function notificationText(n: Notification): NotificationText {
  const t = translator(n.locale, "notify");
  const p = n.params;
  const common = { off: t("offText", { url: n.offUrl }), offLabel: t("offLabel"), dir: direction(n.locale) };
  if (n.kind === "application-status")
    return {
      title: t("applicationTitle", { company: p.company }),
      body: t("applicationBody", { jobTitle: p.jobTitle, company: p.company, status: statusWords(n) }),
      ...common,
    };
  return {
    title: t("alertTitle", { count: Number(p.count) }),
    body: t("alertBody", { alert: p.alertName, firstJobTitle: p.firstJobTitle, count: Number(p.count) }),
    ...common,
  };
}
