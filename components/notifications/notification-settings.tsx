"use client";

import { useId, useState, useSyncExternalStore } from "react";
import { useLocale, useTranslations } from "@/components/i18n/client";
import { Button } from "@/components/ui/button";
import type { NotificationSettings } from "@/lib/product-api/notifications";
import { ChannelCheckboxes } from "./channel-checkboxes";
import { PushToggle } from "./push-toggle";

// The Notifications section of the Alerts page: push on this device, the channels of application
// updates, quiet hours and their time zone. Only the channels the operator configured are offered
// (GET /me/notifications lists them), so WhatsApp and SMS appear here once the API has them.

const field = "rounded-lg border border-line bg-white px-2 py-1.5 text-ink";
/** The channels that need a confirmed number (the WhatsApp and SMS section, components/phone). */
const PHONE = new Set(["whatsapp", "sms"]);

// The device's time zone and the zones it knows: read in the browser only (the server's differ).
const never = () => () => {};
const hereZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
let zoneList: string[] | undefined;
const allZones = () => (zoneList ??= Intl.supportedValuesOf("timeZone"));

export function NotificationSettingsForm({ initial }: { initial: NotificationSettings }) {
  const t = useTranslations("notify");
  const locale = useLocale();
  const id = useId();
  const [settings, setSettings] = useState(initial);
  const [channels, setChannels] = useState(initial.applicationChannels);
  const [quiet, setQuiet] = useState(initial.quietHours ?? { start: "21:00", end: "07:00" });
  const [quietOn, setQuietOn] = useState(initial.quietHours !== null);
  const [chosenZone, setTimeZone] = useState<string | null>(null);
  const deviceZone = useSyncExternalStore(never, hereZone, () => null);
  const zones = useSyncExternalStore(never, allZones, () => null) ?? [];
  // Never chosen (the default, UTC): the device's own zone.
  const unchosen = initial.timeZone === "UTC" && initial.quietHours === null;
  const timeZone = chosenZone ?? (unchosen && deviceZone ? deviceZone : initial.timeZone);
  const [note, setNote] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    setNote(null);
    try {
      const res = await fetch("/api/me/notifications", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ applicationChannels: channels, quietHours: quietOn ? quiet : null, timeZone }),
      });
      if (!res.ok) throw new Error(String(res.status));
      setSettings((await res.json()) as NotificationSettings);
      setNote({ text: t("saved"), failed: false });
    } catch {
      setNote({ text: t("saveFailed"), failed: true });
    } finally {
      setBusy(false);
    }
  }

  function pushChanged(fresh: NotificationSettings | null) {
    if (fresh) {
      setSettings(fresh);
      setChannels(fresh.applicationChannels);
    } else
      setSettings((s) => ({
        ...s,
        channels: s.channels.map((c) => (c.name === "push" ? { ...c, ready: false } : c)),
      }));
  }
  return (
    <section
      id="notifications"
      aria-labelledby={`${id}-heading`}
      className="mt-10 rounded-2xl border border-line bg-white p-5"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-ink">
        {t("heading")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("intro")}</p>
      <div className="mt-5 grid gap-6">
        {settings.pushPublicKey && <PushToggle publicKey={settings.pushPublicKey} onChange={pushChanged} />}
        <fieldset>
          <legend className="font-semibold text-ink">{t("applicationsHeading")}</legend>
          <p className="text-sm text-muted">{t("applicationsHint")}</p>
          <ChannelCheckboxes
            channels={settings.channels.map((c) => c.name)}
            chosen={channels}
            onChange={setChannels}
          />
          {settings.channels.some((c) => PHONE.has(c.name) && !c.ready && channels.includes(c.name)) && (
            <p className="mt-1 text-sm text-amber-900">{t("needsNumber")}</p>
          )}
        </fieldset>
        <fieldset>
          <legend className="font-semibold text-ink">{t("quietHeading")}</legend>
          <p className="text-sm text-muted">
            {t(settings.channels.some((c) => PHONE.has(c.name)) ? "quietHint" : "quietHintPushOnly")}
          </p>
          <label className="mt-2 flex min-h-11 items-center gap-2 text-ink">
            <input
              type="checkbox"
              className="size-5"
              checked={quietOn}
              onChange={(e) => setQuietOn(e.target.checked)}
            />
            {t("quietOn")}
          </label>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            {(["start", "end"] as const).map((edge) => (
              <label key={edge} className="flex items-center gap-2 text-sm text-ink">
                {edge === "start" ? t("quietFrom") : t("quietTo")}
                <input
                  type="time"
                  dir="ltr"
                  lang={locale}
                  className={field}
                  value={quiet[edge]}
                  disabled={!quietOn}
                  onChange={(e) => setQuiet((q) => ({ ...q, [edge]: e.target.value }))}
                />
              </label>
            ))}
          </div>
          <label className="mt-3 flex flex-col gap-1 text-sm text-ink">
            {t("timeZone")}
            <select
              dir="ltr"
              className={`${field} max-w-full`}
              value={timeZone}
              onChange={(e) => setTimeZone(e.target.value)}
            >
              {[...new Set([timeZone, ...zones])].map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, " ")}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <Button disabled={busy} onClick={() => void save()}>
            {t("save")}
          </Button>
          {note && (
            <p
              role={note.failed ? "alert" : "status"}
              className={note.failed ? "text-sm text-red-700" : "text-sm text-ink"}
            >
              {note.text}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
