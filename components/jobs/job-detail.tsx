import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { Chip } from "@/components/ui/chip";
import { formatDate } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { levelLabel } from "@/lib/job-filter-labels";
import { paragraphs } from "@/lib/job-posting";
import { placeIn } from "@/lib/place-names";
import type { Job } from "@/lib/product-api/types";
import { contentVersion } from "@/lib/content-version";
import { ServerMarkup } from "@/components/ui/server-markup";
import { ApplyCta } from "./apply-cta";
import { AppliedMark } from "./applied-mark";
import { MyApplication } from "./my-application";
import { SaveJobButton } from "./save-job-button";
import { BuildingIcon, ChevronRightIcon, MapPinIcon } from "@/components/ui/icons";
import { ShareJob } from "./share-job";
import { CompanyMark } from "./company-mark";
import { jobTypeLabel, remoteLabel, salaryLabel } from "./job-facts";
import { CautionBanner } from "@/components/trust/caution-banner";
import { ReportJobButton } from "@/components/trust/report-job-button";
import { SafetyNotice } from "@/components/trust/safety-notice";
import { VerifiedBadge } from "@/components/trust/verified-badge";

/** `id` names the section in every language (the English heading's words). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    // Styled by .job-section (app/globals.css): its heading, then its text.
    <Card as="section" className="job-section" aria-labelledby={`section-${id}`}>
      <h2 id={`section-${id}`}>{title}</h2>
      <div>{children}</div>
    </Card>
  );
}

/** The job's own words, in the job's language. */
function Paragraphs({ text, lang }: { text: string; lang: string }) {
  return (
    <div lang={lang} dir="auto" className="job-text">
      {paragraphs(text).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

function Breadcrumb({ title, lang }: { title: string; lang: string }) {
  const t = useTranslations("job");
  return (
    <nav aria-label={t("breadcrumb")} className="mb-4 text-sm">
      <ol className="flex min-w-0 items-center gap-1.5 text-muted">
        <li>
          <Link href="/jobs" className="font-medium text-primary-dark hover:underline">
            {t("jobs")}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRightIcon className="size-4 rtl:-scale-x-100" />
        </li>
        <li aria-current="page" lang={lang} dir="auto" className="truncate">
          {title}
        </li>
      </ol>
    </nav>
  );
}

export function JobDetail({ job, url, closed }: { job: Job; url: string; closed: boolean }) {
  const t = useTranslations("job");
  const filters = useTranslations("filters");
  const locale = useLocale() as Locale;
  const version = contentVersion(job, closed, locale);
  return (
    <article>
      <ServerMarkup version={version}>
        <Breadcrumb title={job.title} lang={job.language} />
      </ServerMarkup>
      {job.caution && <CautionBanner riskFlags={job.riskFlags} reasons={job.cautionReasons} />}
      <Card className="flex items-start gap-4 sm:gap-5">
        <CompanyMark company={job.company} large />
        <div className="min-w-0 flex-1">
          <ServerMarkup version={version}>
            <h1
              lang={job.language}
              dir="auto"
              className="text-2xl leading-tight font-bold tracking-tight break-words text-ink sm:text-3xl"
            >
              {job.title}
            </h1>
            <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-muted">
              <span className="inline-flex items-center gap-1.5">
                <BuildingIcon className="size-4" />
                <bdi lang={job.language}>{job.company}</bdi>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <MapPinIcon className="size-4" />
                <bdi>
                  {placeIn(job.location, locale, {
                    remote: t("remote.remote"),
                    countryCode: job.countryCode,
                  })}
                </bdi>
              </span>
            </p>
            {job.verifiedEmployer && <VerifiedBadge size="md" className="mt-3" />}
            <div className="mt-4 flex flex-wrap gap-2">
              <Chip size="md">{jobTypeLabel(t, job.jobType)}</Chip>
              <Chip size="md" tone="secondary">
                {remoteLabel(t, job.remoteOption)}
              </Chip>
              <Chip size="md" tone="neutral">
                {job.experienceLevel?.trim() ? (
                  <bdi>{levelLabel(filters, job.experienceLevel.trim())}</bdi>
                ) : (
                  t("experienceNotSpecified")
                )}
              </Chip>
            </div>
          </ServerMarkup>
          <AppliedMark jobId={job.id} className="mt-4" />
          <MyApplication jobId={job.id} />
          <div className="mt-6 flex flex-wrap items-center gap-3">
            {closed ? (
              <p className="rounded-lg bg-amber-50 px-4 py-3 font-medium text-amber-900">
                {t("closedNotice")}
              </p>
            ) : (
              <ApplyCta jobId={job.id} />
            )}
            <SaveJobButton jobId={job.id} jobTitle={job.title} variant="labelled" />
          </div>
          <ServerMarkup version={locale}>
            <SafetyNotice className="mt-4" />
          </ServerMarkup>
        </div>
      </Card>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        {/* The job's text and facts: kept as rendered here, not hydrated (most of the page's elements). */}
        <ServerMarkup className="space-y-6" version={version}>
          <Section id="job-description" title={t("description")}>
            <Paragraphs text={job.description} lang={job.language} />
          </Section>
          <Section id="requirements" title={t("requirements")}>
            {job.requirements.length > 0 ? (
              <ul lang={job.language} dir="auto" className="list-disc space-y-1.5 ps-5 marker:text-primary">
                {job.requirements.map((r, i) => (
                  <li key={i}>{r}</li>
                ))}
              </ul>
            ) : (
              <p>{t("noRequirements")}</p>
            )}
          </Section>
          <Section id="benefits" title={t("benefits")}>
            {job.benefits?.trim() ? (
              <Paragraphs text={job.benefits} lang={job.language} />
            ) : (
              <p>{t("noBenefits")}</p>
            )}
          </Section>
        </ServerMarkup>
        <aside className="space-y-6" aria-label={t("aboutThisJob")}>
          <ServerMarkup className="space-y-6" version={version}>
            <Section id="job-details" title={t("details")}>
              <dl className="job-facts">
                {[
                  [t("jobType"), jobTypeLabel(t, job.jobType)],
                  [t("salary"), salaryLabel(t, locale, job.salaryMin, job.salaryMax, job.salaryCurrency)],
                  [t("datePosted"), formatDate(job.datePosted, locale)],
                ].map(([term, value]) => (
                  <div key={term}>
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </Section>
            <Section id="application-deadline" title={t("deadline")}>
              <p className={closed ? "font-medium text-amber-900" : undefined}>
                {job.deadline ? formatDate(job.deadline, locale) : t("noDeadline")}
                {closed && t("closed")}
              </p>
            </Section>
          </ServerMarkup>
          <Section id="share-this-job" title={t("share")}>
            <ShareJob url={url} />
          </Section>
          <Section id="something-wrong-" title={t("somethingWrong")}>
            <p className="mb-3 text-sm text-muted">{t("reportIntro")}</p>
            <ReportJobButton jobId={job.id} jobTitle={job.title} />
          </Section>
        </aside>
      </div>
    </article>
  );
}
