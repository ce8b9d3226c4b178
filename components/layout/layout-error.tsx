"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { LinkButton } from "@/components/ui/button";
import { ErrorBoundary } from "@/components/ui/error-fallback";
import { StatusMessage } from "@/components/ui/status-message";

export const LAYOUT_ERROR_MESSAGE =
  "This page encountered an error. Please try navigating to a different page or contact support if the issue persists.";

/** What the layout-level boundary shows: the message and a way home. */
export function LayoutErrorFallback() {
  return (
    <div role="alert">
      <StatusMessage title="Page Error" message={LAYOUT_ERROR_MESSAGE}>
        <LinkButton href="/">Go to Home</LinkButton>
      </StatusMessage>
    </div>
  );
}

/** Layout-level boundary: wrap a layout's children with it. The error clears on the next navigation. */
export function LayoutErrorBoundary({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return (
    <ErrorBoundary resetKey={pathname} fallback={() => <LayoutErrorFallback />}>
      {children}
    </ErrorBoundary>
  );
}

/** The same screen as a segment `error.tsx`: `export { LayoutError as default } from "@/components/layout/layout-error"`. */
export function LayoutError() {
  return <LayoutErrorFallback />;
}
