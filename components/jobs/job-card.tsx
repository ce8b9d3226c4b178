"use client";

import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Chip } from "@/components/ui/chip";
import type { Job } from "@/lib/product-api/types";
import { ClockIcon, MapPinIcon } from "@/components/ui/icons";
import { AppliedMark } from "./applied-mark";
import { CompanyMark } from "./company-mark";
import { SaveJobButton } from "./save-job-button";
import { VerifiedBadge } from "@/components/trust/verified-badge";

/** What a card shows; `description` is the preview, already cut (JobGrid). */
export type JobCardJob = Pick<Job, "id" | "title" | "company" | "location" | "jobType" | "description"> &
  Partial<Pick<Job, "verifiedEmployer">>;

export function JobCard({ job }: { job: JobCardJob }) {
  return (
    <Card as="article" interactive className="flex h-full flex-col">
      <div className="flex items-start gap-3">
        <CompanyMark company={job.company} />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg leading-snug font-semibold break-words text-ink">{job.title}</h3>
          <p className="mt-0.5 truncate text-sm text-muted">{job.company}</p>
          {job.verifiedEmployer && <VerifiedBadge className="mt-1.5" />}
        </div>
        <SaveJobButton jobId={job.id} jobTitle={job.title} />
      </div>
      <AppliedMark jobId={job.id} className="mt-3 self-start" />
      <div className="mt-4 flex flex-wrap gap-2">
        <Chip tone="neutral" icon={<MapPinIcon className="size-3.5" />}>
          {job.location}
        </Chip>
        <Chip tone="primary" icon={<ClockIcon className="size-3.5" />}>
          {job.jobType}
        </Chip>
      </div>
      <p className="mt-4 line-clamp-2 text-sm leading-relaxed text-muted lg:line-clamp-3">
        {job.description}
      </p>
      <div className="mt-auto pt-5">
        <Link
          href={`/jobs/${job.id}`}
          className={buttonClasses({ variant: "outline", size: "sm", className: "w-full" })}
        >
          View Details<span className="sr-only">{` for ${job.title}`}</span>
        </Link>
      </div>
    </Card>
  );
}

/** Columns follow the room the grid has (a container query), beside the filters or full width. */
export function JobCardList({ jobs }: { jobs: JobCardJob[] }) {
  return (
    <div className="@container">
      <ul className="grid gap-4 @xl:grid-cols-2 @xl:gap-5 @5xl:grid-cols-3">
        {jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
    </div>
  );
}
