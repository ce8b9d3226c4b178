"use client";

import { useTranslations } from "@/components/i18n/client";
import Link from "@/components/ui/link";
import { Chip } from "@/components/ui/chip";
import { jobTypeLabel } from "@/lib/job-type-label";
import { ClockIcon, MapPinIcon } from "@/components/ui/icons";
import { AppliedMark } from "./applied-mark";
import { CompanyMark } from "./company-mark";
import { SaveJobButton } from "./save-job-button";
import { VerifiedBadge } from "@/components/trust/verified-badge";
import { ServerMarkup } from "@/components/ui/server-markup";
import { contentVersion } from "@/lib/content-version";
import { type JobCardJob, type PackedCard, unpackCard } from "./packed-cards";

/**
 * A job's card: its own words (title, company, place, preview) in its language, the rest in the reader's.
 * Only the bookmark and the applied mark are per seeker: the rest is kept as the server rendered it
 * (ServerMarkup), so that a page of cards costs a phone little to hydrate.
 */
export function JobCard({ job }: { job: JobCardJob }) {
  const t = useTranslations("jobs.card");
  const filters = useTranslations("filters");
  // A navigation that changes the job (or the language) renders its kept parts afresh.
  const version = contentVersion(job, t("viewDetails"));
  return (
    // Its parts are styled by .job-card (app/globals.css), once for the page instead of once a card.
    <article className="job-card">
      <div>
        <CompanyMark company={job.company} />
        <ServerMarkup version={version}>
          <h3 dir="auto" lang={job.language}>
            {job.title}
          </h3>
          <p dir="auto">{job.company}</p>
          {job.verifiedEmployer && <VerifiedBadge />}
        </ServerMarkup>
        <SaveJobButton jobId={job.id} jobTitle={job.title} />
      </div>
      <AppliedMark jobId={job.id} className="mt-3 self-start" />
      <ServerMarkup version={version}>
        <Chip tone="neutral" icon={<MapPinIcon />}>
          <bdi>{job.location}</bdi>
        </Chip>
        <Chip tone="primary" icon={<ClockIcon />}>
          {jobTypeLabel(filters, job.jobType)}
        </Chip>
      </ServerMarkup>
      <p dir="auto" lang={job.language}>
        {job.description}
      </p>
      <ServerMarkup version={version}>
        <Link href={`/jobs/${job.id}`}>
          {t("viewDetails")}
          <span className="sr-only">{t("viewDetailsFor", { title: job.title })}</span>
        </Link>
      </ServerMarkup>
    </article>
  );
}

/** Columns follow the room the grid has (a container query), beside the filters or full width. */
export function JobCardList({ jobs }: { jobs: PackedCard[] }) {
  return (
    <div className="@container">
      <ul className="grid grid-cols-1 gap-4 @xl:grid-cols-2 @xl:gap-5 @5xl:grid-cols-3">
        {jobs.map((card) => (
          <li key={card[0]}>
            <JobCard job={unpackCard(card)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
