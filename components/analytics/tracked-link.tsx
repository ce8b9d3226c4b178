"use client";

import Link from "@/components/ui/link";
import type { ComponentProps } from "react";
import { track, type AnalyticsEventName, type AnalyticsEventParams } from "@/lib/analytics/events";

type TrackedLinkProps<E extends AnalyticsEventName> = ComponentProps<typeof Link> & {
  event: E;
  eventParams: AnalyticsEventParams<E>;
};

/**
 * The event as the link's data attributes, for a link whose markup is not hydrated (ServerMarkup):
 * KeptLinks records it from there.
 */
function eventData<E extends AnalyticsEventName>(event: E, eventParams: AnalyticsEventParams<E>) {
  return { "data-event": event, "data-event-params": JSON.stringify(eventParams) };
}

/** A next/link that records an analytics event when followed. */
export function TrackedLink<E extends AnalyticsEventName>({
  event,
  eventParams,
  onClick,
  ...props
}: TrackedLinkProps<E>) {
  return (
    <Link
      {...props}
      {...eventData(event, eventParams)}
      onClick={(e) => {
        track(event, eventParams);
        onClick?.(e);
      }}
    />
  );
}

type TrackedAnchorProps<E extends AnalyticsEventName> = ComponentProps<"a"> & {
  event: E;
  eventParams: AnalyticsEventParams<E>;
};

/** A plain <a> (mailto:, external) that records an analytics event when followed. */
export function TrackedAnchor<E extends AnalyticsEventName>({
  event,
  eventParams,
  onClick,
  ...props
}: TrackedAnchorProps<E>) {
  return (
    <a
      {...props}
      {...eventData(event, eventParams)}
      onClick={(e) => {
        track(event, eventParams);
        onClick?.(e);
      }}
    />
  );
}
