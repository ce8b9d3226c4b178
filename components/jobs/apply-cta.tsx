"use client";

import { useTranslations } from "@/components/i18n/client";
import { GuestAuthForm } from "@/components/layout/guest-auth-form";
import { useSessionStatus } from "@/components/layout/use-session-status";
import { LinkButton } from "@/components/ui/button";
import { useLocalePath } from "@/lib/i18n/use-locale-path";
import { useJobMarks } from "./use-job-marks";

const SIZE = "w-full sm:w-auto sm:min-w-44";

/**
 * 'Login to Apply' is in the cached HTML as a form that opens the provider's login screen, in the
 * page's language, and comes back to the apply form (GuestAuthForm), so a guest can apply before (or
 * without) the JavaScript. Once the browser knows the session, a signed-in seeker gets 'Apply Now' in
 * the same box ('View application' once they have applied).
 */
export function ApplyCta({ jobId }: { jobId: number }) {
  const session = useSessionStatus();
  const applied = useJobMarks()?.applied.has(jobId);
  const t = useTranslations("job.apply");
  const { to } = useLocalePath();
  const applyPath = `/jobs/${jobId}/apply`;

  if (session.status === "authenticated" && applied) {
    return (
      <LinkButton href="/applications" size="lg" className={SIZE}>
        {t("viewApplication")}
      </LinkButton>
    );
  }
  if (session.status === "authenticated") {
    return (
      <LinkButton href={applyPath} size="lg" className={SIZE}>
        {t("applyNow")}
      </LinkButton>
    );
  }
  return (
    <GuestAuthForm
      intent="login"
      location="job_apply"
      callbackUrl={to(applyPath)}
      size="lg"
      className={SIZE}
      formClassName="contents"
    >
      {t("login")}
    </GuestAuthForm>
  );
}
