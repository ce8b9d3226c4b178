"use client";

import { type ReactNode, useEffect, useState } from "react";

let ready: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and the browser has a moment to spare (at the latest `3 s` after
 * the load event), once per page load: what can wait (the service worker, the install offer and the
 * visits it counts, the language suggestion, analytics) runs after the page is usable.
 */
function afterLoad(): Promise<void> {
  ready ??= new Promise((resolve) => {
    const whenIdle = () =>
      "requestIdleCallback" in window
        ? requestIdleCallback(() => resolve(), { timeout: 3000 })
        : setTimeout(resolve, 300);
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  });
  return ready;
}

/** Renders `children` only after the page has loaded and the browser is idle (afterLoad). */
export function AfterLoad({ children }: { children: ReactNode }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterLoad().then(() => mounted && setLoaded(true));
    return () => {
      mounted = false;
    };
  }, []);
  return loaded ? children : null;
}
