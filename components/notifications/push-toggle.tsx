"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "@/components/i18n/client";
import { Button } from "@/components/ui/button";
import type { NotificationSettings } from "@/lib/product-api/notifications";

// Web Push on this device: the browser's permission, a subscription with the server's VAPID key,
// handed to the product API (POST /api/me/notifications/push); off unsubscribes and tells it
// (DELETE). The service worker (lib/pwa/service-worker.ts) shows what comes.

type State = "checking" | "unsupported" | "blocked" | "off" | "on" | "failed";

const supported = () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

async function registration() {
  await navigator.serviceWorker.register("/sw.js");
  return navigator.serviceWorker.ready;
}

/** The VAPID key as pushManager.subscribe takes it (base64url text to bytes). */
const keyBytes = (key: string) =>
  Uint8Array.from(atob(key.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

export function PushToggle({
  publicKey,
  onChange,
}: {
  publicKey: string;
  onChange: (settings: NotificationSettings | null) => void;
}) {
  const t = useTranslations("notify");
  const [state, setState] = useState<State>("checking");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const check = async (): Promise<State> => {
      if (!supported()) return "unsupported";
      if (Notification.permission === "denied") return "blocked";
      const registered = await navigator.serviceWorker.getRegistration();
      return (await registered?.pushManager.getSubscription()) ? "on" : "off";
    };
    void check()
      .catch((): State => "off")
      .then(setState);
  }, []);

  async function turnOn() {
    if ((await Notification.requestPermission()) !== "granted") return setState("blocked");
    const subscription = await (
      await registration()
    ).pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
    const res = await fetch("/api/me/notifications/push", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(subscription.toJSON()),
    });
    if (!res.ok) throw new Error(`push subscription not kept: ${res.status}`);
    onChange((await res.json()) as NotificationSettings);
    setState("on");
  }

  async function turnOff() {
    const subscription = await (
      await navigator.serviceWorker.getRegistration()
    )?.pushManager.getSubscription();
    if (subscription) {
      await fetch("/api/me/notifications/push", {
        method: "DELETE",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ endpoint: subscription.endpoint }),
      });
      await subscription.unsubscribe();
    }
    onChange(null);
    setState("off");
  }

  async function toggle(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch {
      setState("failed");
    } finally {
      setBusy(false);
    }
  }

  if (state === "checking") return null;
  const note = {
    unsupported: t("pushUnsupported"),
    blocked: t("pushBlocked"),
    failed: t("pushFailed"),
    on: t("pushIsOn"),
    off: t("pushIsOff"),
  }[state];
  return (
    <div>
      <h3 className="font-semibold text-ink">{t("pushHeading")}</h3>
      <p role={state === "failed" ? "alert" : "status"} className="mt-1 text-sm text-muted">
        {note}
      </p>
      {state !== "unsupported" && state !== "blocked" && (
        <Button
          className="mt-3"
          variant={state === "on" ? "outline" : undefined}
          size="sm"
          disabled={busy}
          onClick={() => void toggle(state === "on" ? turnOff : turnOn)}
        >
          {state === "on" ? t("pushOff") : t("pushOn")}
        </Button>
      )}
    </div>
  );
}
