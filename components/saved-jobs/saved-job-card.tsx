"use client";

import { useLocale, useTranslations } from "@/components/i18n/client";
import { JobSummaryCard, JobSummaryCardSkeleton } from "@/components/jobs/job-summary-card";
import { Button, LinkButton } from "@/components/ui/button";
import { Chip } from "@/components/ui/chip";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import type { SavedJob } from "@/lib/product-api/saved-jobs";

export function SavedJobCard({ saved, onRemove }: { saved: SavedJob; onRemove: () => void }) {
  const t = useTranslations("savedJobs");
  const locale = useLocale();
  const { job } = saved;
  return (
    <JobSummaryCard
      job={job}
      titleId={`saved-job-${job.id}-title`}
      mark={saved.closed && <Chip tone="warning">{t("closed")}</Chip>}
      footer={
        <>
          <p className="text-sm">
            <span className="text-muted">{t("saved")}</span>{" "}
            <span className="font-medium">{formatDate(saved.savedAt, locale)}</span>
          </p>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={onRemove}>
              {t("remove")}
              <span className="sr-only"> {job.title}</span>
            </Button>
            <LinkButton href={`/jobs/${job.id}`} variant="outline" size="sm">
              {t("viewJob")}
              <span className="sr-only"> {job.title}</span>
            </LinkButton>
          </div>
        </>
      }
    >
      {saved.closed && <p className="mt-3 text-sm font-medium text-amber-900">{t("noLongerAccepting")}</p>}
    </JobSummaryCard>
  );
}

export function SavedJobCardSkeleton() {
  return (
    <JobSummaryCardSkeleton datesWidth="w-32" actionsWidth="w-40">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="mt-2 h-4 w-1/3" />
      <Skeleton className="mt-4 h-4 w-1/2" />
    </JobSummaryCardSkeleton>
  );
}
