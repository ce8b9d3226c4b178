import {
  direction,
  formatLocale,
  localePath,
  localeOr,
  translator,
  type Locale,
  type Translate,
} from "../../../i18n";
import type { MailMessage } from "../../../mail";
import type { jobAlerts } from "../../db/schema";
import type { JobRecord } from "../jobs/jobs.queries";
import { searchUrl, toApiAlert } from "./alert-criteria";
import type { ApiAlert } from "./alerts.schemas";
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
  /** The seeker's reading language (the profile's `language`): the mail's words and its links. */
  language?: string;
  jobs: JobRecord[];
}

/** ICU select keys are plain words: "Full-time" is `full_time`. */
const selectKey = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, "_");

/**
 * The alert's search in words, in the mail's language: '“nurse” · in Nairobi, Kenya · Full-time'.
 * The same parts as the Alerts page (lib/job-alert-words.ts), with Intl's country names, "or" lists
 * and money for the language.
 */
function describeAlertIn(alert: ApiAlert, locale: Locale, t: Translate): string {
  const regions = new Intl.DisplayNames([formatLocale(locale)], { type: "region", fallback: "code" });
  const either = (values: string[]) =>
    new Intl.ListFormat(locale, { type: "disjunction", style: "long" }).format(values);
  const country = (code: string) => {
    try {
      return regions.of(code.toUpperCase()) ?? code;
    } catch {
      return code;
    }
  };
  const labelled = (key: string, values: string[]) =>
    either(values.map((value) => t(key, { value: selectKey(value), raw: value })));
  const parts: string[] = [];
  parts.push(alert.searchQuery ? t("alertQuery", { query: alert.searchQuery }) : t("alertAllJobs"));
  const places = [either(alert.city), either(alert.country.map(country))].filter(Boolean);
  if (places.length) parts.push(t("alertIn", { places: places.join(", ") }));
  if (alert.jobType.length) parts.push(labelled("alertJobType", alert.jobType));
  if (alert.remoteOption.length) parts.push(labelled("alertRemote", alert.remoteOption));
  if (alert.experienceLevel.length) parts.push(either(alert.experienceLevel));
  if (alert.category.length) parts.push(labelled("alertCategory", alert.category));
  if (alert.minSalary) {
    const amount = new Intl.NumberFormat(formatLocale(locale), {
      style: "currency",
      currency: "USD",
      maximumFractionDigits: 0,
    }).format(alert.minSalary);
    parts.push(t("alertMinSalary", { amount }));
  }
  if (alert.verified) parts.push(t("alertVerified"));
  return parts.join(" · ");
}

/** The alert's search in words, in `locale` (the push and the other channels' alert name). */
export const describeAlert = (alert: typeof jobAlerts.$inferSelect, locale: Locale) =>
  describeAlertIn(toApiAlert(alert), locale, translator(locale, "mail"));

/**
 * The web app's pages in the seeker's language (`/fr/alerts/unsubscribe` for French, no prefix for
 * English). The unsubscribe page's GET shows a confirm button; the one-click POST (mail clients) is
 * an API route, the same in every language.
 */
function siteLinks(siteUrl: string, locale: Locale, secret: string, alertId: number) {
  const page = (path: string) => `${siteUrl}${localePath(locale, path)}`;
  const token = encodeURIComponent(unsubscribeToken(secret, alertId));
  return {
    base: page("/").replace(/\/$/, ""),
    job: (id: number) => page(`/jobs/${id}`),
    manage: page("/alerts"),
    unsubscribe: page(`/alerts/unsubscribe?token=${token}`),
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
  language,
  jobs,
}: DigestMailInput): MailMessage {
  const locale = localeOr(language);
  const t = translator(locale, "mail");
  const links = siteLinks(siteUrl.replace(/\/+$/, ""), locale, secret, alert.id);
  const words = describeAlert(alert, locale);
  const count = jobs.length;
  const heading = t("digestHeading", { count, alert: words });
  const shown = jobs.slice(0, JOBS_PER_MAIL);
  const more = count - shown.length;
  const all = searchUrl(links.base, alert);
  const why = t("digestWhy", { frequency: alert.frequency, site: siteName });

  const text = [
    t("hello", { name }),
    "",
    t("digestIntro", { heading }),
    "",
    ...shown.flatMap((job) => [job.title, `${job.company} · ${job.location}`, links.job(job.id), ""]),
    ...(more > 0 ? [t("digestMoreText", { count: more, url: all }), ""] : []),
    why,
    t("digestManageText", { url: links.manage }),
    t("digestUnsubscribeText", { url: links.unsubscribe }),
    "",
  ].join("\n");

  const e = escapeHtml;
  // Job titles, companies and places keep their own direction inside an Arabic mail.
  const items = shown
    .map(
      (job) =>
        `<li style="margin:0 0 16px"><a href="${e(links.job(job.id))}" dir="auto" style="font-weight:bold;color:#0f5132">${e(job.title)}</a><br>` +
        `<bdi>${e(job.company)}</bdi> · <bdi>${e(job.location)}</bdi></li>`,
    )
    .join("\n");
  const dir = direction(locale) === "rtl" ? ' dir="rtl"' : "";
  const html = `<!doctype html>
<html lang="${locale}"${dir}><head><meta charset="utf-8"><title>${e(heading)}</title></head>
<body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2937">
<p>${e(t("hello", { name }))}</p>
<h1 style="font-size:18px">${e(heading)}</h1>
<ul style="padding-inline-start:18px">
${items}
</ul>
${more > 0 ? `<p><a href="${e(all)}">${e(t("digestSeeMore", { count: more }))}</a></p>` : ""}
<p style="font-size:13px;color:#4b5563">${e(why)}
<a href="${e(links.manage)}">${e(t("digestManage"))}</a> · <a href="${e(links.unsubscribe)}">${e(t("digestUnsubscribe"))}</a></p>
</body></html>`;

  return {
    to,
    subject: heading.length > 150 ? `${heading.slice(0, 149)}…` : heading,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${links.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "X-Kazi-Purpose": "job-alert",
    },
  };
}
