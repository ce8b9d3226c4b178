"use client";

import { lazy, Suspense } from "react";
import { savingData } from "@/lib/data-saver";

// Registers the service worker and shows its notices (a new version, the offline note). Mounted by the
// layout only after the page has loaded (components/ui/after-load.tsx), and its own chunk: a page pays
// a few hundred bytes for this part before then.
const ServiceWorkerNotices = lazy(() => import("./service-worker-notices"));

/**
 * While data saving is on, a browser without the worker does not get it: the worker, its chunk and
 * the offline page it keeps are downloads the seeker did not open (~12 KB on /jobs, issue 31). A
 * worker already in control stays, and keeps only what passes through it (lib/pwa/service-worker.ts).
 */
export function ServiceWorkerClient() {
  if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return null;
  if (savingData() && !navigator.serviceWorker.controller) return null;
  return (
    <Suspense fallback={null}>
      <ServiceWorkerNotices />
    </Suspense>
  );
}
