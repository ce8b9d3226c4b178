"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { LinkButton } from "@/components/ui/button";
import { ErrorBoundary } from "@/components/ui/error-boundary";
import { StatusMessage } from "@/components/ui/status-message";

const LAYOUT_ERROR_MESSAGE =
  "This page encountered an error. Please try navigating to a different page or contact support if the issue persists.";

/** Layout-level boundary: wraps the root layout's children. The error clears on the next navigation. */
export function LayoutErrorBoundary({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const fallback = (
    <div role="alert">
      <StatusMessage title="Page Error" message={LAYOUT_ERROR_MESSAGE}>
        <LinkButton href="/">Go to Home</LinkButton>
      </StatusMessage>
    </div>
  );
  return (
    <ErrorBoundary resetKey={pathname} fallback={fallback}>
      {children}
    </ErrorBoundary>
  );
}
