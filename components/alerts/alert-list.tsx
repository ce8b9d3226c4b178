"use client";

import Link from "@/components/ui/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { alertCriteriaParts, FREQUENCY_LABELS } from "@/lib/job-alert-words";
import type { AlertFrequency, JobAlert } from "@/lib/product-api/alerts";

type Change = { paused?: boolean; frequency?: AlertFrequency };

/** The seeker's alerts with their search in words, how often they are mailed, pause and delete. */
export function AlertList({ initialAlerts }: { initialAlerts: JobAlert[] }) {
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
        setError(body.message ?? "Could not change the alert. Please try again.");
      }
    } catch {
      setError("Could not reach Kazi. Check your connection and try again.");
    } finally {
      setBusy(null);
    }
  }

  if (alerts.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-line px-4 py-12 text-center">
        <p className="text-lg font-semibold text-ink">No job alerts yet</p>
        <p className="mt-2 text-sm text-muted">
          Search for jobs, then choose ‘Email me new jobs like these’ to get new matches by email.
        </p>
        <Link href="/jobs" className="mt-4 inline-block font-semibold text-primary-dark underline">
          Search jobs
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
          const [what, ...filters] = alertCriteriaParts(alert);
          const disabled = busy === alert.id;
          return (
            <li key={alert.id} className="rounded-2xl border border-line bg-white p-5">
              <h2 className="text-lg font-semibold text-ink">{what}</h2>
              {filters.length > 0 && <p className="mt-1 text-sm text-muted">{filters.join(" · ")}</p>}
              <p className="mt-2 text-sm text-ink">
                {alert.paused
                  ? "Paused: no emails"
                  : `Emailed ${FREQUENCY_LABELS[alert.frequency].toLowerCase()}`}
              </p>
              <div className="mt-4 flex flex-wrap items-center gap-3">
                <label className="flex items-center gap-2 text-sm text-ink">
                  Frequency
                  <select
                    className="rounded-lg border border-line bg-white px-2 py-1.5"
                    value={alert.frequency}
                    disabled={disabled}
                    onChange={(e) =>
                      void send(alert, "PATCH", { frequency: e.target.value as AlertFrequency })
                    }
                  >
                    <option value="daily">{FREQUENCY_LABELS.daily}</option>
                    <option value="weekly">{FREQUENCY_LABELS.weekly}</option>
                  </select>
                </label>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={disabled}
                  onClick={() => void send(alert, "PATCH", { paused: !alert.paused })}
                >
                  {alert.paused ? "Resume" : "Pause"}
                  <span className="sr-only">{` alert ${what}`}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={disabled}
                  onClick={() => void send(alert, "DELETE")}
                >
                  Delete
                  <span className="sr-only">{` alert ${what}`}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
