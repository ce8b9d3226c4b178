import Link from "next/link";
import { Button, LinkButton } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Chip } from "@/components/ui/chip";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate, remoteOptionLabel } from "@/lib/format";
import type { SavedJob } from "@/lib/product-api/saved-jobs";

export function SavedJobCard({ saved, onRemove }: { saved: SavedJob; onRemove: () => void }) {
  const { job } = saved;
  const titleId = `saved-job-${job.id}-title`;
  return (
    <Card as="article" aria-labelledby={titleId} className="flex flex-col">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold break-words text-ink">
            <Link href={`/jobs/${job.id}`} className="hover:text-primary-dark hover:underline">
              {job.title}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm font-medium text-ink/80">{job.company}</p>
        </div>
        {saved.closed && <Chip tone="warning">Closed</Chip>}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <span className="mr-1 text-muted">
          <span className="sr-only">Location: </span>
          {job.location}
        </span>
        <Chip tone="primary">{job.jobType}</Chip>
        <Chip tone="secondary">{remoteOptionLabel(job.remoteOption)}</Chip>
      </div>
      {saved.closed && (
        <p className="mt-3 text-sm font-medium text-amber-900">
          This job is no longer accepting applications
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <p className="text-sm">
          <span className="text-muted">Saved:</span>{" "}
          <span className="font-medium">{formatDate(saved.savedAt)}</span>
        </p>
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" onClick={onRemove}>
            Remove<span className="sr-only"> {job.title}</span>
          </Button>
          <LinkButton href={`/jobs/${job.id}`} variant="outline" size="sm">
            View Job<span className="sr-only"> {job.title}</span>
          </LinkButton>
        </div>
      </div>
    </Card>
  );
}

export function SavedJobCardSkeleton() {
  return (
    <Card className="flex flex-col">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="mt-2 h-4 w-1/3" />
      <Skeleton className="mt-4 h-4 w-1/2" />
      <div className="mt-4 flex items-center justify-between gap-3 border-t border-line pt-4">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-9 w-40" />
      </div>
    </Card>
  );
}
