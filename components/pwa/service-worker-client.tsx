"use client";

import { lazy, Suspense } from "react";

// Registers the service worker and shows its notices (a new version, the offline note). Mounted by the
// layout only after the page has loaded (components/ui/after-load.tsx), and its own chunk: a page pays
// a few hundred bytes for this part before then.
const ServiceWorkerNotices = lazy(() => import("./service-worker-notices"));

export function ServiceWorkerClient() {
  if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return null;
  return (
    <Suspense fallback={null}>
      <ServiceWorkerNotices />
    </Suspense>
  );
}
