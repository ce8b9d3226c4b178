"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "@/components/i18n/client";
import { JobSummaryCard, JobSummaryCardSkeleton } from "@/components/jobs/job-summary-card";
import { LinkButton } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { isWithdrawn, type Application, type ApplicationPage } from "@/lib/product-api/types";
import { queryKeys } from "@/lib/query-keys";
import { StatusChip } from "./status-chip";
import { StatusTimeline } from "./status-timeline";
import { WithdrawButton } from "./withdraw-button";

export function ApplicationCard({ application }: { application: Application }) {
  const t = useTranslations("applications");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { job } = application;
  // At once in every list that holds it, then read afresh (the profile's count, other pages).
  const withdrawn = ({ status, timeline }: Application) => {
    queryClient.setQueriesData<ApplicationPage>({ queryKey: queryKeys.applications }, (page) =>
      page?.applications
        ? {
            ...page,
            applications: page.applications.map((a) =>
              a.id === application.id ? { ...a, status, timeline } : a,
            ),
          }
        : page,
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.user });
  };
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
          <div className="flex flex-wrap items-center gap-2">
            {!isWithdrawn(application.status) && (
              <WithdrawButton applicationId={application.id} onWithdrawn={withdrawn} />
            )}
            <LinkButton href={`/jobs/${job.id}`} variant="outline" size="sm">
              {t("viewJob")}
            </LinkButton>
          </div>
        </>
      }
    >
      <p dir="auto" className="mt-3 line-clamp-2 text-sm text-muted">
        {job.description}
      </p>
      <StatusTimeline timeline={application.timeline} headingId={`application-${application.id}-timeline`} />
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
