"use client";

import "./globals.css";
import { lazy } from "react";

// Top-level boundary, shown only when the root layout itself fails. Next loads this module with every
// page, so the screen (its texts in five languages, its markup and button styles: 2.5 KB of gzipped
// JavaScript) is loaded only when it is shown.
const GlobalErrorScreen = lazy(() => import("@/components/layout/global-error-screen"));

export default function GlobalError({ error }: { error: unknown }) {
  return <GlobalErrorScreen error={error} />;
}
