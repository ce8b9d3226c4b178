import type { MailMessage } from "../mail";
import { escapeHtml, type Site } from "./views/layout";

const html = (site: Site, paragraphs: string[], link: { href: string; label: string }) =>
  `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1e293b;line-height:1.5">${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join("")}<p><a href="${escapeHtml(link.href)}" style="color:#2b67b8;font-weight:bold">${escapeHtml(
    link.label,
  )}</a></p><p style="color:#475569">${escapeHtml(site.name)} &middot; Africa, The WorkForce of the World</p></body></html>`;

export function verificationMail(site: Site, to: string, name: string, link: string): MailMessage {
  const intro = `Hello ${name},`;
  const body = `Follow this link to verify your email address and finish creating your ${site.name} account:`;
  const after = `The link works for 24 hours. If you did not sign up for ${site.name}, ignore this email: no account is used without the link.`;
  return {
    to,
    subject: `Finish creating your ${site.name} account`,
    text: `${intro}\n\n${body}\n${link}\n\n${after}\n`,
    html: html(site, [intro, body], { href: link, label: "Verify my email address" }).replace(
      "</a></p>",
      `</a></p><p>${escapeHtml(after)}</p>`,
    ),
    headers: { "X-Kazi-Purpose": "verify-email" },
  };
}

/** Sent instead of a link when someone signs up with an address that already has an account. */
export function signupAttemptMail(site: Site, to: string): MailMessage {
  const body = `Someone, maybe you, tried to create a new ${site.name} account with ${to}. You already have an account with this address, so no new one was made.`;
  const next = `To use your account, log in to ${site.name}:`;
  const after = "If this wasn't you, you can ignore this email: nothing has changed.";
  return {
    to,
    subject: `You already have a ${site.name} account`,
    text: `${body}\n\n${next}\n${site.url}\n\n${after}\n`,
    html: html(site, [body, next], { href: site.url, label: `Log in to ${site.name}` }).replace(
      "</a></p>",
      `</a></p><p>${escapeHtml(after)}</p>`,
    ),
    headers: { "X-Kazi-Purpose": "signup-attempt" },
  };
}
