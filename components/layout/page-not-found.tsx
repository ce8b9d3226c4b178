"use client";

import { useTranslations } from "@/components/i18n/client";
import { PageContainer } from "@/components/layout/page-container";
import { LinkButton } from "@/components/ui/button";
import { ReloadButton } from "@/components/ui/reload-button";
import { StatusMessage } from "@/components/ui/status-message";

/**
 * The site's 404 screen: app/[locale]/not-found.tsx, and pages whose data says "missing" (NotFoundResponse).
 * A client component, though only its reload button is interactive: the root layout hands its
 * not-found screen to every page's RSC payload, where a server component's markup would be spelled
 * out (~1.3 KB a page) and a client component's is a reference.
 */
export function PageNotFound() {
  const t = useTranslations("status");
  return (
    <PageContainer>
      <StatusMessage icon="search" title={t("notFoundTitle")} message={t("notFoundMessage")}>
        <LinkButton href="/">{t("goHome")}</LinkButton>
        <ReloadButton />
      </StatusMessage>
    </PageContainer>
  );
}
