import { direction, translator, type Locale } from "../i18n";
import type { MailMessage } from "../mail";
import { escapeHtml, type Site } from "./views/layout";

const html = (site: Site, locale: Locale, paragraphs: string[], link: { href: string; label: string }) => {
  const t = translator(locale, "mail");
  const dir = direction(locale) === "rtl" ? ' dir="rtl"' : "";
  return `<!doctype html><html lang="${locale}"${dir}><body style="font-family:Arial,sans-serif;color:#1e293b;line-height:1.5">${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join("")}<p><a href="${escapeHtml(link.href)}" style="color:#2b67b8;font-weight:bold">${escapeHtml(
    link.label,
  )}</a></p><p style="color:#475569">${escapeHtml(site.name)} &middot; ${escapeHtml(t("tagline"))}</p></body></html>`;
};

/**
 * In the language the seeker signed up in. It greets no one by name: anyone can sign up with any
 * address, so a typed name ("…restore it at https://evil.example") would reach a stranger in
 * Kazi's words. Nothing in it was written by the visitor.
 */
export function verificationMail(site: Site, locale: Locale, to: string, link: string): MailMessage {
  const t = translator(locale, "mail");
  const intro = t("helloUnnamed");
  const body = t("verifyBody", { site: site.name });
  const after = t("verifyAfter", { site: site.name });
  return {
    to,
    subject: t("verifySubject", { site: site.name }),
    text: `${intro}\n\n${body}\n${link}\n\n${after}\n`,
    html: html(site, locale, [intro, body], { href: link, label: t("verifyButton") }).replace(
      "</a></p>",
      `</a></p><p>${escapeHtml(after)}</p>`,
    ),
    headers: { "X-Kazi-Purpose": "verify-email" },
  };
}

/** Sent instead of a link when someone signs up with an address that already has an account. */
export function signupAttemptMail(site: Site, locale: Locale, to: string): MailMessage {
  const t = translator(locale, "mail");
  const body = t("signupAttemptBody", { site: site.name, email: to });
  const next = t("signupAttemptNext", { site: site.name });
  const after = t("signupAttemptAfter");
  return {
    to,
    subject: t("signupAttemptSubject", { site: site.name }),
    text: `${body}\n\n${next}\n${site.url}\n\n${after}\n`,
    html: html(site, locale, [body, next], {
      href: site.url,
      label: t("signupAttemptButton", { site: site.name }),
    }).replace("</a></p>", `</a></p><p>${escapeHtml(after)}</p>`),
    headers: { "X-Kazi-Purpose": "signup-attempt" },
  };
}
