"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { isAnalyticsEnabled, readAnalyticsConfig } from "@/lib/analytics/config";

// The GA tag and the route-change tracker are a separate chunk, fetched only when analytics is on.
const GoogleAnalyticsLoader = dynamic(() => import("./google-analytics-loader"), { ssr: false });

const noSubscribe = () => () => {};
const enabledOnThisHost = () => isAnalyticsEnabled(window.location.hostname);
const offOnServer = () => false;

/** Google Analytics with page views on every route change; renders nothing when analytics is off. */
export function Analytics({ dimensions }: { dimensions?: Record<string, string> }) {
  const { gaId } = readAnalyticsConfig();
  const enabled = useSyncExternalStore(noSubscribe, enabledOnThisHost, offOnServer);
  if (!gaId || !enabled) return null;
  return <GoogleAnalyticsLoader gaId={gaId} dimensions={dimensions} />;
}
