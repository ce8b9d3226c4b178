"use client";

import { useLocale, useTranslations } from "@/components/i18n/client";
import { JobSummaryCard, JobSummaryCardSkeleton } from "@/components/jobs/job-summary-card";
import { LinkButton } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import type { Application } from "@/lib/product-api/types";
import { StatusChip } from "./status-chip";

export function ApplicationCard({ application }: { application: Application }) {
  const t = useTranslations("applications");
  const locale = useLocale();
  const { job } = application;
  return (
    <JobSummaryCard
      job={job}
      titleId={`application-${application.id}-title`}
      mark={<StatusChip status={application.status} />}
      footer={
        <>
          <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            <div className="flex gap-1">
              <dt className="text-muted">{t("applied")}</dt>
              <dd className="font-medium">{formatDate(application.createdAt, locale)}</dd>
            </div>
            {job.deadline && (
              <div className="flex gap-1">
                <dt className="text-muted">{t("deadline")}</dt>
                <dd className="font-medium">{formatDate(job.deadline, locale)}</dd>
              </div>
            )}
          </dl>
          <LinkButton href={`/jobs/${job.id}`} variant="outline" size="sm">
            {t("viewJob")}
          </LinkButton>
        </>
      }
    >
      <p dir="auto" className="mt-3 line-clamp-2 text-sm text-muted">
        {job.description}
      </p>
    </JobSummaryCard>
  );
}

/** The card's outline while applications load, so nothing shifts when they arrive. */
export function ApplicationCardSkeleton() {
  return (
    <JobSummaryCardSkeleton datesWidth="w-40" actionsWidth="w-24">
      <div className="flex items-start justify-between gap-3">
        <div className="w-2/3">
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="mt-2 h-4 w-1/3" />
        </div>
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
      <Skeleton className="mt-4 h-4 w-1/2" />
      <Skeleton className="mt-4 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
    </JobSummaryCardSkeleton>
  );
}
