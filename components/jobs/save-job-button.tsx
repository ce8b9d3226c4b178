"use client";

import { useTranslations } from "@/components/i18n/client";
import { useEffect, useState, type MouseEvent } from "react";
import { startLogin, useAuthRedirect } from "@/components/layout/auth-actions";
import { useSessionStatus } from "@/components/layout/use-session-status";
import { cn } from "@/components/ui/cn";
import { BookmarkIcon } from "@/components/ui/icons";
import { saveJobHref } from "@/lib/save-job-link";
import { useJobMarks } from "./use-job-marks";

const loadMutation = () => import("./save-job-mutation");

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const BASE = "save-job";
// A card's icon button is sized by .job-card .save-job (app/globals.css): fifteen a page.
const SIZES = {
  icon: undefined,
  labelled: "h-12 border border-primary-dark bg-white px-5 text-base",
};

/**
 * The bookmark. In the cached HTML (and for guests) it is a link that saves without JavaScript: a
 * guest signs in and comes back to this page with the job saved. For a signed-in seeker whose marks
 * have loaded it is a toggle button (aria-pressed) that saves optimistically.
 */
export function SaveJobButton({
  jobId,
  jobTitle,
  variant = "icon",
}: {
  jobId: number;
  jobTitle: string;
  variant?: keyof typeof SIZES;
}) {
  const t = useTranslations("jobs.card");
  const session = useSessionStatus();
  const marks = useJobMarks();
  const [redirecting, run] = useAuthRedirect();
  const [failed, setFailed] = useState(false);
  const signedIn = session.status === "authenticated";
  const saved = marks?.saved.has(jobId) ?? false;

  useEffect(() => {
    // Fetched while the seeker reads, so the first press is instant.
    if (signedIn) void loadMutation();
  }, [signedIn]);

  const label = saved ? t("saved") : t("save");
  const content = (
    <>
      <BookmarkIcon className="size-5" fill={saved ? "currentColor" : "none"} />
      {variant === "icon" ? (
        <span className="sr-only">{t("saveFor", { label, title: jobTitle })}</span>
      ) : (
        <span>{label}</span>
      )}
    </>
  );
  const className = cn(BASE, SIZES[variant]);
  const status = (
    <span role="status" className="sr-only">
      {failed ? t("saveFailed") : ""}
    </span>
  );

  if (signedIn && marks) {
    return (
      <>
        <button
          type="button"
          aria-pressed={saved}
          className={className}
          onClick={async () => {
            setFailed(false);
            const { toggleSavedJob } = await loadMutation();
            toggleSavedJob(jobId, !saved).catch(() => setFailed(true));
          }}
        >
          {content}
        </button>
        {status}
      </>
    );
  }
  return (
    // A plain <a>: next/link would fetch the route handler as a page.
    <a
      href={saveJobHref(jobId)}
      aria-disabled={redirecting || undefined}
      className={className}
      onClick={(event) => {
        if (session.status !== "unauthenticated" || !plainClick(event)) return;
        event.preventDefault();
        const back = window.location.pathname + window.location.search;
        if (!redirecting) run(() => startLogin(saveJobHref(jobId, back)));
      }}
    >
      {content}
    </a>
  );
}
