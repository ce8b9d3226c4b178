"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { isAnalyticsEnabled, readAnalyticsConfig } from "@/lib/analytics/config";
import { savingData } from "@/lib/data-saver";

// The GA tag and the route-change tracker are a separate chunk, fetched only when analytics is on.
const GoogleAnalyticsLoader = dynamic(() => import("./google-analytics-loader"), { ssr: false });

const noSubscribe = () => () => {};
// Not while data saving is on: the tag is ~150 KB the seeker would pay for (lib/data-saver.ts).
const enabledOnThisHost = () => isAnalyticsEnabled(window.location.hostname) && !savingData();
const offOnServer = () => false;

/** Google Analytics with page views on every route change; renders nothing when analytics is off
 * or data saving is on. */
export function Analytics({ dimensions }: { dimensions?: Record<string, string> }) {
  const { gaId } = readAnalyticsConfig();
  const enabled = useSyncExternalStore(noSubscribe, enabledOnThisHost, offOnServer);
  if (!gaId || !enabled) return null;
  return <GoogleAnalyticsLoader gaId={gaId} dimensions={dimensions} />;
}
