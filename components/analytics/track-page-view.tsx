"use client";

import { useEffect, useRef } from "react";
import { pageEventParams, track, type PageEventName } from "@/lib/analytics/events";

/** Drop into a page to record its page-view event once, e.g. <TrackPageView event="contact_page_view" />. */
export function TrackPageView({ event }: { event: PageEventName }) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    track(event, pageEventParams[event]);
  }, [event]);
  return null;
}
