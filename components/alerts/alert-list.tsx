"use client";

import Link from "@/components/ui/link";
import { useLocale, useTranslations } from "@/components/i18n/client";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { alertCriteriaParts, type AlertWords } from "@/lib/job-alert-words";
import { formatLocale } from "@/lib/i18n/locales";
import { siteConfig } from "@/lib/site";
import type { AlertFrequency, JobAlert } from "@/lib/product-api/alerts";
import type { ChannelName } from "@/lib/product-api/notifications";
import { ChannelCheckboxes } from "@/components/notifications/channel-checkboxes";

type Change = { paused?: boolean; frequency?: AlertFrequency; channels?: ChannelName[] };

/** The search's linking words in the page's language (English keeps lib/job-alert-words' own). */
function useAlertWords(): AlertWords | undefined {
  const t = useTranslations("alerts.criteria");
  const locale = useLocale();
  return useMemo(() => {
    if (locale === "en") return undefined;
    const money = new Intl.NumberFormat(formatLocale(locale), {
      style: "currency",
      currency: "USD",
      maximumFractionDigits: 0,
    });
    return {
      allJobs: t("allJobs"),
      in: (places) => t("in", { places }),
      or: t("or"),
      perYear: (amount) => t("perYear", { amount }),
      verified: t("verified"),
      money: (amount) => money.format(amount),
    };
  }, [t, locale]);
}

/**
 * The seeker's alerts with their search in words, how often they are mailed, pause and delete, and
 * the channels each goes to when the installation has more than e-mail.
 */
export function AlertList({
  initialAlerts,
  channels = ["email"],
}: {
  initialAlerts: JobAlert[];
  /** The configured channels (GET /me/notifications); e-mail alone by default. */
  channels?: ChannelName[];
}) {
  const t = useTranslations("alerts");
  const tn = useTranslations("notify");
  const locale = useLocale();
  const words = useAlertWords();
  const [alerts, setAlerts] = useState(initialAlerts);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function send(alert: JobAlert, method: "PATCH" | "DELETE", change?: Change) {
    setBusy(alert.id);
    setError(null);
    try {
      const res = await fetch(`/api/alerts/${alert.id}`, {
        method,
        headers: change ? { "content-type": "application/json" } : undefined,
        body: change ? JSON.stringify(change) : undefined,
      });
      if (res.ok || res.status === 404) {
        const updated = method === "PATCH" && res.ok ? ((await res.json()) as JobAlert) : null;
        setAlerts((list) =>
          updated
            ? list.map((a) => (a.id === alert.id ? updated : a))
            : list.filter((a) => a.id !== alert.id),
        );
      } else {
        const body = (await res.json().catch(() => ({}))) as { message?: string };
        // The route answers in English: its reason on English pages, ours elsewhere.
        setError((locale === "en" && body.message) || t("changeFailed"));
      }
    } catch {
      setError(t("unreachable", { product: siteConfig.name }));
    } finally {
      setBusy(null);
    }
  }

  if (alerts.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-line px-4 py-12 text-center">
        <p className="text-lg font-semibold text-ink">{t("emptyTitle")}</p>
        <p className="mt-2 text-sm text-muted">{t("emptyMessage")}</p>
        <Link href="/jobs" className="mt-4 inline-block font-semibold text-primary-dark underline">
          {t("searchJobs")}
        </Link>
      </div>
    );
  }
  return (
    <div>
      {error && (
        <p role="alert" className="mb-4 text-sm text-red-700">
          {error}
        </p>
      )}
      <ul className="grid gap-4">
        {alerts.map((alert) => {
          const [what, ...filters] = alertCriteriaParts(alert, words);
          const disabled = busy === alert.id;
          return (
            <li key={alert.id} className="rounded-2xl border border-line bg-white p-5">
              <h2 dir="auto" className="text-lg font-semibold text-ink">
                {what}
              </h2>
              {filters.length > 0 && <p className="mt-1 text-sm text-muted">{filters.join(" · ")}</p>}
              <p className="mt-2 text-sm text-ink">
                {alert.paused
                  ? t("paused")
                  : alert.frequency === "weekly"
                    ? t("emailedWeekly")
                    : t("emailedDaily")}
              </p>
              {channels.length > 1 && (
                <fieldset className="mt-3">
                  <legend className="text-sm text-ink">
                    {tn("alertChannels")}
                    <span className="sr-only">{t("alertName", { what })}</span>
                  </legend>
                  <ChannelCheckboxes
                    channels={channels}
                    chosen={alert.channels}
                    disabled={disabled}
                    onChange={(chosen) => void send(alert, "PATCH", { channels: chosen })}
                  />
                </fieldset>
              )}
              <div className="mt-4 flex flex-wrap items-center gap-3">
                <label className="flex items-center gap-2 text-sm text-ink">
                  {t("frequency")}
                  <select
                    className="rounded-lg border border-line bg-white px-2 py-1.5"
                    value={alert.frequency}
                    disabled={disabled}
                    onChange={(e) =>
                      void send(alert, "PATCH", { frequency: e.target.value as AlertFrequency })
                    }
                  >
                    <option value="daily">{t("daily")}</option>
                    <option value="weekly">{t("weekly")}</option>
                  </select>
                </label>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={disabled}
                  onClick={() => void send(alert, "PATCH", { paused: !alert.paused })}
                >
                  {alert.paused ? t("resume") : t("pause")}
                  <span className="sr-only">{t("alertName", { what })}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={disabled}
                  onClick={() => void send(alert, "DELETE")}
                >
                  {t("delete")}
                  <span className="sr-only">{t("alertName", { what })}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
