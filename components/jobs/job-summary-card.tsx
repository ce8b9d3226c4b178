"use client";

import { useTranslations } from "@/components/i18n/client";
import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Chip } from "@/components/ui/chip";
import { Skeleton } from "@/components/ui/skeleton";
import { jobTypeLabel } from "@/lib/job-type-label";
import type { ApplicationJob } from "@/lib/product-api/types";

/** remoteOption (0 on-site, 1 hybrid, 2 remote) as the "filters.remote" messages name it. */
const REMOTE_KEYS = ["onsite", "hybrid", "remote"] as const;

type SummaryJob = Pick<ApplicationJob, "id" | "title" | "company" | "location" | "jobType" | "remoteOption">;

/**
 * A job in one of the seeker's own lists (applications, saved jobs): title linking to the job, company,
 * a mark on the right, where and how, then the list's own lines and its footer of dates and actions.
 */
export function JobSummaryCard({
  job,
  titleId,
  mark,
  children,
  footer,
}: {
  job: SummaryJob;
  titleId: string;
  mark: ReactNode;
  children?: ReactNode;
  footer: ReactNode;
}) {
  const t = useTranslations("jobs");
  const filters = useTranslations("filters");
  return (
    <Card as="article" aria-labelledby={titleId} className="flex flex-col">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold break-words text-ink">
            <Link href={`/jobs/${job.id}`} dir="auto" className="hover:text-primary-dark hover:underline">
              {job.title}
            </Link>
          </h2>
          <p dir="auto" className="mt-0.5 text-sm font-medium text-ink/80">
            {job.company}
          </p>
        </div>
        {mark}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <span className="me-1 text-muted">
          <span className="sr-only">{t("card.location")}</span>
          <bdi>{job.location}</bdi>
        </span>
        <Chip tone="primary">{jobTypeLabel(filters, job.jobType)}</Chip>
        <Chip tone="secondary">{filters(`remote.${REMOTE_KEYS[job.remoteOption] ?? "onsite"}`)}</Chip>
      </div>
      {children}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        {footer}
      </div>
    </Card>
  );
}

/** The card's outline while its list loads, so nothing shifts when it arrives: widths as the list's card. */
export function JobSummaryCardSkeleton({
  children,
  datesWidth,
  actionsWidth,
}: {
  children: ReactNode;
  datesWidth: string;
  actionsWidth: string;
}) {
  return (
    <Card className="flex flex-col">
      {children}
      <div className="mt-4 flex items-center justify-between gap-3 border-t border-line pt-4">
        <Skeleton className={`h-4 ${datesWidth}`} />
        <Skeleton className={`h-9 ${actionsWidth}`} />
      </div>
    </Card>
  );
}
