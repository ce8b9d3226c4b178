"use client";

import { useTranslations } from "@/components/i18n/client";
import { TrackedLink } from "@/components/analytics/tracked-link";
import { Pagination } from "@/components/jobs/pagination";
import { buttonClasses } from "@/components/ui/button";
import { ListSkeleton, QueryListStates } from "@/components/ui/query-list-states";
import { StatusMessage } from "@/components/ui/status-message";
import type { SavedJobPage } from "@/lib/product-api/saved-jobs";
import { SavedJobCard, SavedJobCardSkeleton } from "./saved-job-card";
import { useRemoveSavedJob, useSavedJobs } from "./use-saved-jobs";

export function SavedJobsSkeleton() {
  const t = useTranslations("savedJobs");
  return <ListSkeleton label={t("loading")} card={<SavedJobCardSkeleton />} />;
}

function SavedJobsEmpty({ page }: { page: number }) {
  const t = useTranslations("savedJobs");
  return (
    <StatusMessage
      title={page > 1 ? t("emptyPageTitle") : t("emptyTitle")}
      message={t("emptyMessage")}
      icon="search"
      headingLevel={2}
    >
      <TrackedLink
        href={page > 1 ? "/saved-jobs" : "/jobs"}
        className={buttonClasses()}
        event="browse_jobs_click"
        eventParams={{ location: "saved_jobs_empty_state" }}
      >
        {page > 1 ? t("firstPage") : t("browseJobs")}
      </TrackedLink>
    </StatusMessage>
  );
}

export function SavedJobsList({ page }: { page: number }) {
  const t = useTranslations("savedJobs");
  const query = useSavedJobs(page);
  const remove = useRemoveSavedJob(page);
  return (
    <QueryListStates
      query={query}
      skeleton={<SavedJobsSkeleton />}
      errorTitle={t("errorTitle")}
      errorMessage={t("errorMessage")}
    >
      {(data) => <SavedJobsPage data={data} page={page} onRemove={(jobId) => remove.mutate(jobId)} />}
    </QueryListStates>
  );
}

function SavedJobsPage({
  data,
  page,
  onRemove,
}: {
  data: SavedJobPage;
  page: number;
  onRemove: (jobId: number) => void;
}) {
  if (data.savedJobs.length === 0) return <SavedJobsEmpty page={page} />;
  const { totalPages, totalCount, pageSize } = data.pagination;
  return (
    <>
      <ul className="grid gap-4">
        {data.savedJobs.map((saved) => (
          <li key={saved.job.id}>
            <SavedJobCard saved={saved} onRemove={() => onRemove(saved.job.id)} />
          </li>
        ))}
      </ul>
      {totalPages > 1 && (
        <div className="mt-8">
          <Pagination
            page={page}
            totalPages={totalPages}
            totalCount={totalCount}
            pageSize={pageSize}
            hrefFor={(p) => (p === 1 ? "/saved-jobs" : `/saved-jobs?page=${p}`)}
          />
        </div>
      )}
    </>
  );
}
