import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { hasAppliedTo } from "@/components/apply/already-applied";
import { ApplyForm } from "@/components/apply/apply-form";
import { ApplyHeader } from "@/components/apply/apply-header";
import { ApplyNotice } from "@/components/apply/apply-notice";
import { loadEarlierCvs } from "@/components/apply/earlier-cvs";
import { APPLY_FORM_MESSAGES } from "@/components/apply/message-paths";
import { APPLY_JOB_NOT_FOUND, JobNotFound } from "@/components/jobs/job-not-found";
import { ClientMessages } from "@/components/i18n/client-messages";
import { NotFoundResponse } from "@/components/layout/not-found-response";
import { PageContainer } from "@/components/layout/page-container";
import { LoginPrompt } from "@/components/profile/login-prompt";
import { auth, getAccessToken } from "@/lib/auth/session";
import { parsePositiveInt } from "@/lib/format";
import { isApiError, productApi } from "@/lib/product-api";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { siteConfig } from "@/lib/site";
import { isJobOpen } from "@/services/product-api/lib/job-open";

export const dynamic = "force-dynamic";

type Props = { params: LocaleParams<{ jobId: string }> };

// Read fresh (not from the public pages' cache): a deadline that just passed must close the form.
// null for a job that does not exist: the page answers 404 through NotFoundResponse (see there why).
const loadJob = cache(async (jobId: string) => {
  const id = parsePositiveInt(jobId);
  if (id === null) return null;
  try {
    return await productApi().getJob(id);
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "apply" });
  const job = await loadJob((await params).jobId);
  if (!job) return { title: t("jobNotFound"), robots: { index: false, follow: false } };
  return {
    title: {
      absolute: `${t("metaTitle", { title: job.title, company: job.company })} | ${siteConfig.name}`,
    },
    robots: { index: false, follow: false },
  };
}

async function alreadyApplied(jobId: number): Promise<boolean> {
  const token = await getAccessToken();
  if (!token) return false;
  try {
    return await hasAppliedTo(token, jobId);
  } catch (error) {
    // The product API refuses a second application (409) anyway; offer the form rather than fail the page.
    console.error("Could not check earlier applications", error);
    return false;
  }
}

export default async function ApplyPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { jobId } = await params;
  const job = await loadJob(jobId);
  if (!job)
    return (
      <NotFoundResponse>
        <JobNotFound message={APPLY_JOB_NOT_FOUND} />
      </NotFoundResponse>
    );
  const session = await auth();
  const applyPath = `/jobs/${job.id}/apply`;

  if (!session) {
    const t = await getTranslations({ locale, namespace: "auth" });
    return (
      <PageContainer>
        <ClientMessages namespaces={["auth"]}>
          <LoginPrompt
            title={t("applyTitle")}
            message={t("applyMessage")}
            buttonLabel={t("applyButton")}
            callbackUrl={applyPath}
          />
        </ClientMessages>
      </PageContainer>
    );
  }

  let content: React.ReactNode;
  if (!isJobOpen(job.deadline)) content = <ApplyNotice kind="closed" jobId={job.id} />;
  else if (await alreadyApplied(job.id)) content = <ApplyNotice kind="applied" jobId={job.id} />;
  else
    content = (
      <ClientMessages namespaces={APPLY_FORM_MESSAGES}>
        <ApplyForm jobId={job.id} earlierCvs={await loadEarlierCvs(await getAccessToken())} />
      </ClientMessages>
    );

  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <ApplyHeader job={job} />
        {content}
      </div>
    </PageContainer>
  );
}
