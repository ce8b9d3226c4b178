"use client";

import Link from "@/components/ui/link";
import type { ComponentProps } from "react";
import { track, type AnalyticsEventName, type AnalyticsEventParams } from "@/lib/analytics/events";

type TrackedLinkProps<E extends AnalyticsEventName> = ComponentProps<typeof Link> & {
  event: E;
  eventParams: AnalyticsEventParams<E>;
};

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
      onClick={(e) => {
        track(event, eventParams);
        onClick?.(e);
      }}
    />
  );
}
