import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { REPORT_JOB_MESSAGES } from "@/components/trust/message-paths";
import Link from "@/components/ui/link";
import { JobNotFound } from "@/components/jobs/job-not-found";
import { NotFoundResponse } from "@/components/layout/not-found-response";
import { PageContainer } from "@/components/layout/page-container";
import { ReportJobForm, ReportRefusal, type Refusal } from "@/components/trust/report-job-form";
import { SafetyNotice } from "@/components/trust/safety-notice";
import { Card } from "@/components/ui/card";
import { parsePositiveInt } from "@/lib/format";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { getJobById } from "@/lib/jobs-data";
import { siteConfig } from "@/lib/site";

// 'Report this job' without JavaScript: the same form as the dialog, posted by the browser to the
// route handler, which redirects back to /jobs/{id}/report/{result} to say how it went. Each of these
// few pages is the same for everyone, so they are cached like the job page (and a missing job's 404
// keeps its message in the HTML, which a per-request page could not).
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Props = { params: LocaleParams<{ jobId: string; result?: string[] }> };

async function findJob(params: Props["params"]) {
  const id = parsePositiveInt((await params).jobId);
  return id === null ? null : await getJobById(id);
}

// A missing job is a 404 with its message in the HTML (NotFoundResponse), as on the job page.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "job" });
  const job = await findJob(params);
  if (!job) return { title: t("notFound.title"), robots: { index: false } };
  return {
    title: t("report.metaTitle", { title: job.title, company: job.company }),
    robots: { index: false, follow: false },
  };
}

/** Longer waits than a day are not something the product API asks for. */
const MAX_WAIT_MINUTES = 24 * 60;

/** A message of job.report, or why the report was refused (with the way on). */
type Outcome = { done: boolean; message: string; minutes?: number; refusal?: Refusal } | null;

/**
 * What the route handler's redirect says: a confirmation, or why the report was not taken; null for
 * the form itself, undefined for a path it never writes (a 404).
 */
function outcome(result: string[] = []): Outcome | undefined {
  const [kind, minutes, ...rest] = result;
  if (rest.length > 0 || (minutes !== undefined && kind !== "limited")) return undefined;
  switch (kind) {
    case undefined:
      return null;
    case "sent":
      return { done: true, message: "sent" };
    case "already":
      return { done: true, message: "already" };
    case "invalid":
      return { done: false, message: "reasonRequired" };
    case "failed":
      return { done: false, message: "failed" };
    case "sign-in":
      return { done: false, message: "", refusal: "sign-in" };
    case "verify":
      return { done: false, message: "", refusal: "verify" };
    case "limited": {
      if (minutes === undefined) return { done: false, message: "tooManyLater" };
      const wait = parsePositiveInt(minutes, MAX_WAIT_MINUTES);
      return wait === null ? undefined : { done: false, message: "tooManyWait", minutes: wait };
    }
    default:
      return undefined;
  }
}

export default async function ReportJobPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations("job.report");
  const job = await findJob(params);
  const said = outcome((await params).result);
  if (!job || said === undefined)
    return (
      <NotFoundResponse>
        <JobNotFound />
      </NotFoundResponse>
    );
  // The job's own words, isolated from the sentence around them.
  const bdi = (chunks: ReactNode) => <bdi lang={job.language}>{chunks}</bdi>;
  const back = (
    <Link href={`/jobs/${job.id}`} className="font-semibold text-primary-dark hover:underline">
      {t.rich("back", { title: job.title, bdi })}
    </Link>
  );
  return (
    <PageContainer>
      <div className="mx-auto max-w-2xl">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t("button")}</h1>
        <p className="mt-1 text-muted">{t.rich("jobAt", { title: job.title, company: job.company, bdi })}</p>
        <Card className="mt-6">
          {said?.done ? (
            <div role="status">
              <p className="rounded-lg bg-emerald-50 px-4 py-3 font-medium text-emerald-900">
                {t(said.message)}
              </p>
              <p className="mt-4">{back}</p>
            </div>
          ) : (
            <ClientMessages namespaces={REPORT_JOB_MESSAGES}>
              {said?.refusal ? (
                <div className="mb-5">
                  <ReportRefusal jobId={job.id} refusal={said.refusal} />
                </div>
              ) : (
                said && (
                  <p
                    role="alert"
                    className="mb-5 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
                  >
                    {t(said.message, { minutes: said.minutes ?? 0 })}
                  </p>
                )
              )}
              <ReportJobForm jobId={job.id} after={<p>{back}</p>} />
            </ClientMessages>
          )}
        </Card>
        <p className="mt-6 text-sm text-muted">{t("teamNote", { product: siteConfig.name })}</p>
        <SafetyNotice className="mt-4" />
      </div>
    </PageContainer>
  );
}
