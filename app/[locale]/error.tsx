"use client";

import { useTranslations } from "@/components/i18n/client";
import { useEffect } from "react";
import { PageContainer } from "@/components/layout/page-container";
import { LinkButton } from "@/components/ui/button";
import { ReloadButton } from "@/components/ui/reload-button";
import { StatusMessage } from "@/components/ui/status-message";

// Route errors. The error itself is logged for developers and never shown: it can hold internal details.
export default function RouteError({ error }: { error: unknown }) {
  const t = useTranslations("status");
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <PageContainer>
      <div role="alert">
        <StatusMessage title={t("unexpectedErrorTitle")} message={t("unexpectedErrorMessage")}>
          <LinkButton href="/">{t("goHome")}</LinkButton>
          <ReloadButton />
        </StatusMessage>
      </div>
    </PageContainer>
  );
}
