import { useTranslations } from "next-intl";
import { PageContainer } from "@/components/layout/page-container";
import { LinkButton } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";

/** Which message the not-found screen says: a job's, or its apply page's. */
export type JobNotFoundMessage = "job" | "apply";
export const APPLY_JOB_NOT_FOUND: JobNotFoundMessage = "apply";

/** The not-found screen of a job and of its apply page; only the message differs between them. */
export function JobNotFound({ message = "job" }: { message?: JobNotFoundMessage }) {
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
