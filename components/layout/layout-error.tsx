"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "@/components/i18n/client";
import type { ReactNode } from "react";
import { LinkButton } from "@/components/ui/button";
import { ErrorBoundary } from "@/components/ui/error-boundary";
import { StatusMessage } from "@/components/ui/status-message";

/** Layout-level boundary: wraps the root layout's children. The error clears on the next navigation. */
export function LayoutErrorBoundary({ children }: { children: ReactNode }) {
  const t = useTranslations("status");
  const pathname = usePathname();
  const fallback = (
    <div role="alert">
      <StatusMessage title={t("pageErrorTitle")} message={t("pageErrorMessage")}>
        <LinkButton href="/">{t("goHome")}</LinkButton>
      </StatusMessage>
    </div>
  );
  return (
    <ErrorBoundary resetKey={pathname} fallback={fallback}>
      {children}
    </ErrorBoundary>
  );
}
