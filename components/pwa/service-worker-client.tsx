"use client";

import { lazy, Suspense, useEffect, useState } from "react";

// Registers the service worker once the page has loaded, and shows its notices (a new version, the
// offline note). All of that is its own chunk, fetched after the page is done: a page pays a few
// hundred bytes for this part before then.
const ServiceWorkerNotices = lazy(() => import("./service-worker-notices"));

export function ServiceWorkerClient() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const start = () => setLoaded(true);
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, []);
  return loaded ? (
    <Suspense fallback={null}>
      <ServiceWorkerNotices />
    </Suspense>
  ) : null;
}
