"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { trackPageView } from "@/lib/analytics/track";

/**
 * Sends a page view whenever the path or query changes. The first page is left out: the GA tag's
 * own `config` call already counts it.
 */
export function PageViewTracker() {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const path = query ? `${pathname}?${query}` : pathname;
  const lastSent = useRef<string | null>(null);

  useEffect(() => {
    if (lastSent.current === null) {
      lastSent.current = path;
      return;
    }
    if (lastSent.current === path) return;
    lastSent.current = path;
    // Give the new page's <title> a moment to land before reading document.title.
    const timer = window.setTimeout(() => trackPageView(path), 150);
    return () => window.clearTimeout(timer);
  }, [path]);

  return null;
}
