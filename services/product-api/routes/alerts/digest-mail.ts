import { describeAlert, FREQUENCY_LABELS } from "../../../../lib/job-alert-words";
import type { MailMessage } from "../../../mail";
import type { jobAlerts } from "../../db/schema";
import type { JobRecord } from "../jobs/jobs.queries";
import { searchUrl, toApiAlert } from "./alert-criteria";
import { unsubscribeToken } from "./unsubscribe-token";

/** Jobs listed in one mail; the rest are one click away on the site. */
const JOBS_PER_MAIL = 20;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

export interface DigestMailInput {
  siteUrl: string;
  siteName: string;
  secret: string;
  alert: typeof jobAlerts.$inferSelect;
  to: string;
  name: string;
  jobs: JobRecord[];
}

/** Where the web app unsubscribes: GET shows a confirm button, POST (the mail client's one click) unsubscribes. */
function unsubscribeUrls(siteUrl: string, secret: string, alertId: number) {
  const token = encodeURIComponent(unsubscribeToken(secret, alertId));
  return {
    page: `${siteUrl}/alerts/unsubscribe?token=${token}`,
    oneClick: `${siteUrl}/api/alerts/unsubscribe?token=${token}`,
  };
}

export function digestMail({
  siteUrl,
  siteName,
  secret,
  alert,
  to,
  name,
  jobs,
}: DigestMailInput): MailMessage {
  const site = siteUrl.replace(/\/+$/, "");
  const words = describeAlert(toApiAlert(alert));
  const count = jobs.length;
  const heading = `${count} new job${count === 1 ? "" : "s"} for ${words}`;
  const shown = jobs.slice(0, JOBS_PER_MAIL);
  const more = count - shown.length;
  const all = searchUrl(site, alert);
  const unsubscribe = unsubscribeUrls(site, secret, alert.id);
  const manage = `${site}/alerts`;
  const jobUrl = (id: number) => `${site}/jobs/${id}`;
  const often = FREQUENCY_LABELS[alert.frequency].toLowerCase();

  const text = [
    `Hello ${name},`,
    "",
    `${heading}:`,
    "",
    ...shown.flatMap((job) => [job.title, `${job.company} · ${job.location}`, jobUrl(job.id), ""]),
    ...(more > 0 ? [`And ${more} more: ${all}`, ""] : []),
    `You get this ${often} email because you created a job alert on ${siteName}.`,
    `Manage your alerts: ${manage}`,
    `Unsubscribe from this alert: ${unsubscribe.page}`,
    "",
  ].join("\n");

  const e = escapeHtml;
  const items = shown
    .map(
      (job) =>
        `<li style="margin:0 0 16px"><a href="${e(jobUrl(job.id))}" style="font-weight:bold;color:#0f5132">${e(job.title)}</a><br>` +
        `${e(job.company)} · ${e(job.location)}</li>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(heading)}</title></head>
<body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2937">
<p>Hello ${e(name)},</p>
<h1 style="font-size:18px">${e(heading)}</h1>
<ul style="padding-left:18px">
${items}
</ul>
${more > 0 ? `<p><a href="${e(all)}">See ${more} more</a></p>` : ""}
<p style="font-size:13px;color:#4b5563">You get this ${often} email because you created a job alert on ${e(siteName)}.
<a href="${e(manage)}">Manage your alerts</a> · <a href="${e(unsubscribe.page)}">Unsubscribe from this alert</a></p>
</body></html>`;

  return {
    to,
    subject: heading.length > 150 ? `${heading.slice(0, 149)}…` : heading,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${unsubscribe.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "X-Kazi-Purpose": "job-alert",
    },
  };
}
