import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Chip } from "@/components/ui/chip";
import { formatDate, formatSalary, remoteOptionLabel } from "@/lib/format";
import { paragraphs } from "@/lib/job-posting";
import type { Job } from "@/lib/product-api/types";
import { ApplyCta } from "./apply-cta";
import { AppliedMark } from "./applied-mark";
import { SaveJobButton } from "./save-job-button";
import { BuildingIcon, ChevronRightIcon, MapPinIcon } from "@/components/ui/icons";
import { ShareJob } from "./share-job";
import { CompanyMark } from "./company-mark";
import { CautionBanner } from "@/components/trust/caution-banner";
import { ReportJobButton } from "@/components/trust/report-job-button";
import { SafetyNotice } from "@/components/trust/safety-notice";
import { VerifiedBadge } from "@/components/trust/verified-badge";

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-3 text-base leading-relaxed text-slate-700">{children}</div>
    </Card>
  );
}

function Paragraphs({ text }: { text: string }) {
  return (
    <div className="space-y-3 break-words">
      {paragraphs(text).map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {p}
        </p>
      ))}
    </div>
  );
}

function Breadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm">
      <ol className="flex min-w-0 items-center gap-1.5 text-muted">
        <li>
          <Link href="/jobs" className="font-medium text-primary-dark hover:underline">
            Jobs
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRightIcon className="size-4" />
        </li>
        <li aria-current="page" className="truncate">
          {title}
        </li>
      </ol>
    </nav>
  );
}

export function JobDetail({ job, url, closed }: { job: Job; url: string; closed: boolean }) {
  return (
    <article>
      <Breadcrumb title={job.title} />
      {job.caution && <CautionBanner riskFlags={job.riskFlags} />}
      <Card className="flex items-start gap-4 sm:gap-5">
        <CompanyMark company={job.company} large />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl leading-tight font-bold tracking-tight break-words text-ink sm:text-3xl">
            {job.title}
          </h1>
          <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-muted">
            <span className="inline-flex items-center gap-1.5">
              <BuildingIcon className="size-4" />
              {job.company}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <MapPinIcon className="size-4" />
              {job.location}
            </span>
          </p>
          {job.verifiedEmployer && <VerifiedBadge size="md" className="mt-3" />}
          <div className="mt-4 flex flex-wrap gap-2">
            <Chip size="md">{job.jobType}</Chip>
            <Chip size="md" tone="secondary">
              {remoteOptionLabel(job.remoteOption)}
            </Chip>
            <Chip size="md" tone="neutral">
              {job.experienceLevel?.trim() || "Experience level not specified"}
            </Chip>
          </div>
          <AppliedMark jobId={job.id} className="mt-4" />
          <div className="mt-6 flex flex-wrap items-center gap-3">
            {closed ? (
              <p className="rounded-lg bg-amber-50 px-4 py-3 font-medium text-amber-900">
                This job is no longer accepting applications
              </p>
            ) : (
              <ApplyCta jobId={job.id} />
            )}
            <SaveJobButton jobId={job.id} jobTitle={job.title} variant="labelled" />
          </div>
          <SafetyNotice className="mt-4" />
        </div>
      </Card>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="space-y-6">
          <Section title="Job Description">
            <Paragraphs text={job.description} />
          </Section>
          <Section title="Requirements">
            {job.requirements.length > 0 ? (
              <ul className="list-disc space-y-1.5 pl-5 marker:text-primary">
                {job.requirements.map((r, i) => (
                  <li key={i}>{r}</li>
                ))}
              </ul>
            ) : (
              <p>No requirements specified</p>
            )}
          </Section>
          <Section title="Benefits">
            {job.benefits?.trim() ? <Paragraphs text={job.benefits} /> : <p>No benefits specified</p>}
          </Section>
        </div>
        <aside className="space-y-6" aria-label="About this job">
          <Section title="Job Details">
            <dl className="space-y-3 text-sm">
              {[
                ["Job Type", job.jobType],
                ["Salary", formatSalary(job.salaryMin, job.salaryMax, job.salaryCurrency)],
                ["Date Posted", formatDate(job.datePosted)],
              ].map(([term, value]) => (
                <div
                  key={term}
                  className="flex justify-between gap-4 border-b border-line pb-3 last:border-0 last:pb-0"
                >
                  <dt className="text-muted">{term}</dt>
                  <dd className="text-right font-medium text-ink">{value}</dd>
                </div>
              ))}
            </dl>
          </Section>
          <Section title="Application Deadline">
            <p className={closed ? "font-medium text-amber-900" : undefined}>
              {job.deadline ? formatDate(job.deadline) : "No deadline specified"}
              {closed && " (closed)"}
            </p>
          </Section>
          <Section title="Share this job">
            <ShareJob url={url} />
          </Section>
          <Section title="Something wrong?">
            <p className="mb-3 text-sm text-muted">
              Tell us if this job asks for money, is fake or breaks the rules.
            </p>
            <ReportJobButton jobId={job.id} jobTitle={job.title} />
          </Section>
        </aside>
      </div>
    </article>
  );
}
