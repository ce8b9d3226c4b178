"use client";

import { useState, useSyncExternalStore } from "react";
import { useTranslations } from "@/components/i18n/client";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Whether the browser has a connection (navigator.onLine); online when rendered on the server. */
function useOnline() {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Says when the browser goes offline, and again when it is back, so the seeker knows when to send. */
export function ConnectionStatus() {
  const t = useTranslations("pwa.apply");
  const online = useOnline();
  const [wasOffline, setWasOffline] = useState(false);
  if (!online && !wasOffline) setWasOffline(true);
  const message = !online ? t("offline") : wasOffline ? t("online") : null;
  // Always in the page, so that screen readers hear the change; out of the form's grid while empty.
  const look = !message
    ? "sr-only"
    : online
      ? "rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
      : "rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900";
  return (
    <p role="status" className={look}>
      {message}
    </p>
  );
}
