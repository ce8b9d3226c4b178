"use client";

import Link from "@/components/ui/link";
import { buttonClasses } from "@/components/ui/button";
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
    // Its parts are styled by .job-card (app/globals.css), once for the page instead of once a card.
    <article className="job-card">
      <div>
        <CompanyMark company={job.company} />
        <div>
          <h3>{job.title}</h3>
          <p>{job.company}</p>
          {job.verifiedEmployer && <VerifiedBadge className="mt-1.5" />}
        </div>
        <SaveJobButton jobId={job.id} jobTitle={job.title} />
      </div>
      <AppliedMark jobId={job.id} className="mt-3 self-start" />
      <div>
        <Chip tone="neutral" icon={<MapPinIcon />}>
          {job.location}
        </Chip>
        <Chip tone="primary" icon={<ClockIcon />}>
          {job.jobType}
        </Chip>
      </div>
      <p>{job.description}</p>
      <div>
        <Link
          href={`/jobs/${job.id}`}
          className={buttonClasses({ variant: "outline", size: "sm", className: "w-full" })}
        >
          View Details<span className="sr-only">{` for ${job.title}`}</span>
        </Link>
      </div>
    </article>
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
