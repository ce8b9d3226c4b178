import Link from "next/link";
import { LinkButton } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Chip } from "@/components/ui/chip";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate, remoteOptionLabel } from "@/lib/format";
import type { Application } from "@/lib/product-api/types";
import { StatusChip } from "./status-chip";

function Meta({ location, jobType, remote }: { location: string; jobType: string; remote: string }) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <span className="mr-1 text-muted">
        <span className="sr-only">Location: </span>
        {location}
      </span>
      <Chip tone="primary">{jobType}</Chip>
      <Chip tone="secondary">{remote}</Chip>
    </div>
  );
}

export function ApplicationCard({ application }: { application: Application }) {
  const { job } = application;
  const titleId = `application-${application.id}-title`;
  return (
    <Card as="article" aria-labelledby={titleId} className="flex flex-col">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            <Link href={`/jobs/${job.id}`} className="hover:text-primary-dark hover:underline">
              {job.title}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm font-medium text-ink/80">{job.company}</p>
        </div>
        <StatusChip status={application.status} />
      </div>
      <Meta location={job.location} jobType={job.jobType} remote={remoteOptionLabel(job.remoteOption)} />
      <p className="mt-3 line-clamp-2 text-sm text-muted">{job.description}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="text-muted">Applied:</dt>
            <dd className="font-medium">{formatDate(application.createdAt)}</dd>
          </div>
          {job.deadline && (
            <div className="flex gap-1">
              <dt className="text-muted">Deadline:</dt>
              <dd className="font-medium">{formatDate(job.deadline)}</dd>
            </div>
          )}
        </dl>
        <LinkButton href={`/jobs/${job.id}`} variant="outline" size="sm">
          View Job
        </LinkButton>
      </div>
    </Card>
  );
}

/** The card's outline while applications load, so nothing shifts when they arrive. */
export function ApplicationCardSkeleton() {
  return (
    <Card className="flex flex-col">
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
      <div className="mt-4 flex items-center justify-between gap-3 border-t border-line pt-4">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-9 w-24" />
      </div>
    </Card>
  );
}
