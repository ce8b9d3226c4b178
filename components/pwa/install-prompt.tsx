"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { type InstallEvent, JOB_SAVED, mayOffer, recordVisit } from "./install-rule";

// Its look and texts are fetched only for the seekers it is offered to.
const InstallBanner = lazy(() => import("./install-banner"));

/**
 * "Install Kazi", offered when Chromium says the site can be installed and install-rule.ts says the
 * seeker has come back or saved a job. The browser's own install bar is held back on every page
 * (preventDefault), so nothing is offered on a first visit.
 */
export function InstallPrompt() {
  const kept = useRef<InstallEvent | null>(null);
  const [offered, setOffered] = useState<InstallEvent | null>(null);

  useEffect(() => {
    recordVisit();
    const offer = () => {
      if (kept.current && mayOffer()) setOffered(kept.current);
    };
    const keep = (event: Event) => {
      event.preventDefault();
      kept.current = event as InstallEvent;
      offer();
    };
    const installed = () => {
      kept.current = null;
      setOffered(null);
    };
    const listeners: [string, EventListener][] = [
      ["beforeinstallprompt", keep],
      [JOB_SAVED, offer],
      ["appinstalled", installed],
    ];
    for (const [name, listener] of listeners) window.addEventListener(name, listener);
    return () => {
      for (const [name, listener] of listeners) window.removeEventListener(name, listener);
    };
  }, []);

  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner
        event={offered}
        onClose={() => {
          kept.current = null;
          setOffered(null);
        }}
      />
    </Suspense>
  );
}
