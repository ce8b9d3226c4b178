"use client";

import { TrackedLink } from "@/components/analytics/tracked-link";
import { Pagination } from "@/components/jobs/pagination";
import { Button, buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { StatusMessage } from "@/components/ui/status-message";
import { isUnauthorized } from "@/components/providers/http";
import { SavedJobCard, SavedJobCardSkeleton } from "./saved-job-card";
import { useRemoveSavedJob, useSavedJobs } from "./use-saved-jobs";

export function SavedJobsSkeleton() {
  return (
    <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading your saved jobs">
      <SavedJobCardSkeleton />
      <SavedJobCardSkeleton />
      <SavedJobCardSkeleton />
    </div>
  );
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
  const { data, error, isPending, refetch, isRefetching } = useSavedJobs(page);
  const remove = useRemoveSavedJob(page);

  if (isPending) return <SavedJobsSkeleton />;
  if (isUnauthorized(error)) {
    return (
      <div className="flex justify-center py-12">
        <Spinner size="lg" label="Your session has ended. Logging you out" />
      </div>
    );
  }
  if (error || !data) {
    return (
      <div role="alert">
        <StatusMessage
          title="Could not load your saved jobs"
          message="We couldn't fetch your saved jobs right now. Please try again."
          headingLevel={2}
        >
          <Button onClick={() => refetch()} disabled={isRefetching}>
            Try Again
          </Button>
        </StatusMessage>
      </div>
    );
  }
  if (data.savedJobs.length === 0) return <SavedJobsEmpty page={page} />;
  const { totalPages, totalCount, pageSize } = data.pagination;
  return (
    <>
      <ul className="grid gap-4">
        {data.savedJobs.map((saved) => (
          <li key={saved.job.id}>
            <SavedJobCard saved={saved} onRemove={() => remove.mutate(saved.job.id)} />
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
