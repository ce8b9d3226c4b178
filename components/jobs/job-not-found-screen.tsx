"use client";

import { useTranslations } from "@/components/i18n/client";
import { PageContainer } from "@/components/layout/page-container";
import { LinkButton } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";
import type { JobNotFoundMessage } from "./job-not-found";

/** JobNotFound's screen, inside its provider. */
export function JobNotFoundScreen({ message }: { message: JobNotFoundMessage }) {
  const t = useTranslations("job.notFound");
  return (
    <PageContainer>
      <StatusMessage
        icon="search"
        title={t("title")}
        message={message === "apply" ? t("applyMessage") : t("message")}
      >
        <LinkButton href="/jobs">{t("browse")}</LinkButton>
      </StatusMessage>
    </PageContainer>
  );
}
