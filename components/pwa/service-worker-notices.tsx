"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { useLocale, useTranslations } from "@/components/i18n/client";
import { Button } from "@/components/ui/button";
import { savingData } from "@/lib/data-saver";
import { formatLocale } from "@/lib/i18n/locales";
import { KEPT_AT_META } from "@/lib/pwa/caches";
import { siteConfig } from "@/lib/site";

const subscribeOnline = (changed: () => void) => {
  window.addEventListener("online", changed);
  window.addEventListener("offline", changed);
  return () => {
    window.removeEventListener("online", changed);
    window.removeEventListener("offline", changed);
  };
};
const online = () => navigator.onLine;

/** When the service worker kept the page shown (it answered from its cache), else null. */
function keptAt(): Date | null {
  const at = Number(document.querySelector(`meta[name="${KEPT_AT_META}"]`)?.getAttribute("content"));
  return at > 0 ? new Date(at) : null;
}

/** Registers /sw.js; the worker waiting to take over when a new build has installed one, else null. */
function useWaitingWorker(locale: string): ServiceWorker | null {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  useEffect(() => {
    let stopped = false;
    const { serviceWorker } = navigator;
    serviceWorker
      .register("/sw.js")
      .then((registration) => {
        // The page opened and its language: the worker keeps the offline page in that language, and
        // this page if it keeps such pages (neither while data saving is on). Sent to the active
        // worker, not the page's controller: a first page still loading when the new worker claimed
        // its clients is never controlled, and would otherwise not be kept.
        void serviceWorker.ready.then(({ active }) =>
          active?.postMessage({
            type: "opened",
            locale,
            href: window.location.href,
            savingData: savingData(),
          }),
        );
        const check = () => {
          // A waiting worker with one in control is a new version; the first install is not.
          if (!stopped && registration.waiting && serviceWorker.controller) setWaiting(registration.waiting);
        };
        check();
        registration.addEventListener("updatefound", () => {
          registration.installing?.addEventListener("statechange", check);
        });
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
    };
  }, [locale]);
  return waiting;
}

/**
 * "A new version of Kazi is ready — Reload", which reloads only when pressed (a form being filled in
 * is never lost to an update), and "You're offline — showing what you saw on {date}" on a page the
 * service worker answered from its cache while there is no connection.
 */
export default function ServiceWorkerNotices() {
  const locale = useLocale();
  const t = useTranslations("pwa");
  const waiting = useWaitingWorker(locale);
  const isOnline = useSyncExternalStore(subscribeOnline, online, () => true);
  const [kept] = useState(keptAt);
  const reload = () => {
    navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
      once: true,
    });
    waiting?.postMessage({ type: "skip-waiting" });
  };
  return (
    <>
      {!isOnline && kept && (
        <p
          role="status"
          className="fixed inset-x-0 top-0 z-50 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
        >
          {t("offline.showing", {
            date: new Intl.DateTimeFormat(formatLocale(locale), {
              dateStyle: "long",
              timeStyle: "short",
            }).format(kept),
          })}
        </p>
      )}
      {waiting && (
        <div
          role="status"
          data-docked
          className="flex w-full max-w-lg items-center justify-between gap-4 rounded-xl bg-ink px-4 py-3 text-sm text-white shadow-lg"
        >
          <span>{t("update.ready", { product: siteConfig.name })}</span>
          <Button size="sm" onClick={reload}>
            {t("update.reload")}
          </Button>
        </div>
      )}
    </>
  );
}
