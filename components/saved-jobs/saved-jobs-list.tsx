"use client";

import { TrackedLink } from "@/components/analytics/tracked-link";
import { Pagination } from "@/components/jobs/pagination";
import { buttonClasses } from "@/components/ui/button";
import { ListSkeleton, QueryListStates } from "@/components/ui/query-list-states";
import { StatusMessage } from "@/components/ui/status-message";
import type { SavedJobPage } from "@/lib/product-api/saved-jobs";
import { SavedJobCard, SavedJobCardSkeleton } from "./saved-job-card";
import { useRemoveSavedJob, useSavedJobs } from "./use-saved-jobs";

export function SavedJobsSkeleton() {
  return <ListSkeleton label="Loading your saved jobs" card={<SavedJobCardSkeleton />} />;
}

function SavedJobsEmpty({ page }: { page: number }) {
  return (
    <StatusMessage
      title={page > 1 ? "No saved jobs on this page" : "No Saved Jobs Yet"}
      message="Save jobs with the bookmark on any job to come back to them here."
      icon="search"
      headingLevel={2}
    >
      <TrackedLink
        href={page > 1 ? "/saved-jobs" : "/jobs"}
        className={buttonClasses()}
        event="browse_jobs_click"
        eventParams={{ location: "saved_jobs_empty_state" }}
      >
        {page > 1 ? "First page" : "Browse Jobs"}
      </TrackedLink>
    </StatusMessage>
  );
}

export function SavedJobsList({ page }: { page: number }) {
  const query = useSavedJobs(page);
  const remove = useRemoveSavedJob(page);
  return (
    <QueryListStates
      query={query}
      skeleton={<SavedJobsSkeleton />}
      errorTitle="Could not load your saved jobs"
      errorMessage="We couldn't fetch your saved jobs right now. Please try again."
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
