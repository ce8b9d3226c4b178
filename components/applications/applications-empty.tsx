"use client";

import { useTranslations } from "@/components/i18n/client";
import { TrackedLink } from "@/components/analytics/tracked-link";
import { buttonClasses } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";

export function ApplicationsEmpty() {
  const t = useTranslations("applications");
  return (
    <StatusMessage title={t("emptyTitle")} message={t("emptyMessage")} icon="search" headingLevel={2}>
      <TrackedLink
        href="/jobs"
        className={buttonClasses()}
        event="browse_jobs_click"
        eventParams={{ location: "applications_empty_state" }}
      >
        {t("browseJobs")}
      </TrackedLink>
    </StatusMessage>
  );
}
