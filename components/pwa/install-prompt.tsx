"use client";

import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { EARLY_INSTALL_EVENT, type InstallEvent, JOB_SAVED, mayOffer, recordVisit } from "./install-rule";

// Its look and texts are fetched only for the seekers it is offered to.
const InstallBanner = lazy(() => import("./install-banner"));

// Chromium sends beforeinstallprompt once a page has loaded, often before React has hydrated it, and
// this module runs only when hydration reaches it, which on a slow phone can be later still: the
// page's first inline script (EARLY_INSTALL_CATCHER, in the layout) keeps the event until then, and
// this module listens from when it runs. The browser's own install bar is held back on every page
// (preventDefault), so nothing is offered on a first visit.
let kept: InstallEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const keep = (event: InstallEvent | null) => {
  kept = event;
  changed();
};
/** Takes the offer the layout's inline script caught before this module ran, once. */
function adoptEarly() {
  const early = window as unknown as Record<string, InstallEvent | undefined>;
  kept ??= early[EARLY_INSTALL_EVENT] ?? null;
  delete early[EARLY_INSTALL_EVENT];
}
if (typeof window !== "undefined") {
  adoptEarly();
  addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    keep(event as InstallEvent);
  });
  addEventListener("appinstalled", () => keep(null));
  addEventListener(JOB_SAVED, changed);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const offered = () => (kept && mayOffer() ? kept : null);
const none = () => null;

/**
 * "Install Kazi", offered when Chromium says the site can be installed and install-rule.ts says the
 * seeker has come back or saved a job. An event prompts once: Install and Not now forget it.
 */
export function InstallPrompt() {
  const event = useSyncExternalStore(subscribe, offered, none);
  useEffect(() => {
    recordVisit();
    adoptEarly();
    changed();
  }, []);
  if (!event) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner event={event} onClose={() => keep(null)} />
    </Suspense>
  );
}
