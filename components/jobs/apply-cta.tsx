"use client";

import { useTranslations } from "@/components/i18n/client";
import type { MouseEvent } from "react";
import { startLogin, useAuthRedirect } from "@/components/layout/auth-actions";
import { useSessionStatus } from "@/components/layout/use-session-status";
import { buttonClasses, LinkButton } from "@/components/ui/button";
import { useLocalePath } from "@/lib/i18n/use-locale-path";
import { useJobMarks } from "./use-job-marks";

const SIZE = "w-full sm:w-auto sm:min-w-44";

/** next-auth's sign-in entry, which works without JavaScript and comes back to `callbackUrl`. */
export const signInHref = (callbackUrl: string) => `/api/auth/signin?${new URLSearchParams({ callbackUrl })}`;

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * 'Login to Apply' is in the cached HTML as a real link to sign-in that returns to the apply form, so a
 * guest can apply before (or without) the JavaScript. Once the browser knows the session, a signed-in
 * seeker gets 'Apply Now' in the same box ('View application' once they have applied), and a guest's
 * click goes straight to the provider.
 */
export function ApplyCta({ jobId }: { jobId: number }) {
  const session = useSessionStatus();
  const applied = useJobMarks()?.applied.has(jobId);
  const [redirecting, run] = useAuthRedirect();
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
    // A plain <a>: next/link would fetch the route handler as a page.
    <a
      href={signInHref(to(applyPath))}
      aria-disabled={redirecting || undefined}
      className={buttonClasses({ size: "lg", className: `${SIZE} aria-disabled:opacity-60` })}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        if (!redirecting) run(() => startLogin(to(applyPath)));
      }}
    >
      {t("login")}
    </a>
  );
}
