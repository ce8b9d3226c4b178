"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { trackEvent } from "@/lib/analytics/track";
import { savingData } from "@/lib/data-saver";
import { pageHydrated } from "./page-hydrated";
import { plainClick } from "./plain-click";

/** Marks markup kept as the server rendered it (ServerMarkup); "no-prefetch": never fetch its links ahead. */
export const KEPT = "data-kept";

/** The same-origin link inside kept markup an event came from, as a path, or null. */
function keptPath(event: Event): { link: HTMLAnchorElement; path: string | null } | null {
  const link = event.target instanceof Element ? event.target.closest(`[${KEPT}] a[href]`) : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  const url = new URL(link.href);
  const elsewhere = (link.target && link.target !== "_self") || link.hasAttribute("download");
  return {
    link,
    path: !elsewhere && url.origin === window.location.origin ? url.pathname + url.search + url.hash : null,
  };
}

/**
 * The links inside kept markup (ServerMarkup), which are plain anchors to the browser, made to behave
 * as components/ui/link.tsx's: a click navigates client-side, and the page is fetched ahead when the
 * seeker reaches for a link (never while saving data); a link's analytics event (TrackedLink's
 * data-event) is recorded. One set of listeners on the document for the whole page, instead of a
 * hydrated component for every link. Before they are added, and until the page's content has
 * hydrated, a link simply loads its page.
 */
export function KeptLinks() {
  const router = useRouter();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const kept = keptPath(event);
      if (!kept) return;
      const { event: name, eventParams } = kept.link.dataset;
      if (name) trackEvent(name, JSON.parse(eventParams ?? "{}"));
      // Before the page's content has hydrated, the browser loads the page (page-hydrated.tsx).
      if (event.defaultPrevented || !plainClick(event) || !kept.path || !pageHydrated()) return;
      event.preventDefault();
      router.push(kept.path);
    }
    function onReach(event: Event) {
      const kept = keptPath(event);
      if (!kept?.path || savingData()) return;
      if (kept.link.closest(`[${KEPT}]`)?.getAttribute(KEPT) === "no-prefetch") return;
      router.prefetch(kept.path);
    }
    const reaches = ["pointerover", "touchstart", "focusin"] as const;
    document.addEventListener("click", onClick);
    for (const type of reaches) document.addEventListener(type, onReach, { passive: true });
    return () => {
      document.removeEventListener("click", onClick);
      for (const type of reaches) document.removeEventListener(type, onReach);
    };
  }, [router]);
  return null;
}
