"use client";

import { GoogleAnalytics, sendGAEvent } from "@next/third-parties/google";
import { Suspense, useEffect } from "react";
import { initAnalytics, type Sender } from "@/lib/analytics/track";
import { PageViewTracker } from "./page-view-tracker";

export default function GoogleAnalyticsLoader({
  gaId,
  dimensions,
}: {
  gaId: string;
  dimensions?: Record<string, string>;
}) {
  useEffect(() => {
    if (dimensions && Object.keys(dimensions).length > 0) sendGAEvent("set", dimensions);
    initAnalytics(sendGAEvent as Sender);
  }, [dimensions]);

  return (
    <>
      <GoogleAnalytics gaId={gaId} />
      <Suspense fallback={null}>
        <PageViewTracker />
      </Suspense>
    </>
  );
}
