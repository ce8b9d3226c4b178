"use client";

import { useTranslations } from "@/components/i18n/client";
import { useEffect, useState } from "react";
import { useSessionStatus } from "@/components/layout/use-session-status";
import { cn } from "@/components/ui/cn";
import { BookmarkIcon } from "@/components/ui/icons";
import { saveJobAnchor, saveJobPath } from "@/lib/save-job-link";
import { useJobMarks } from "./use-job-marks";

const loadMutation = () => import("./save-job-mutation");
const toggle = (jobId: number, save: boolean) =>
  loadMutation().then(({ toggleSavedJob }) => toggleSavedJob(jobId, save));

const BASE = "save-job";
// A card's icon button is sized by .job-card .save-job (app/globals.css): fifteen a page.
const SIZES = {
  icon: undefined,
  labelled: "h-12 w-full border border-primary-dark bg-white px-5 text-base sm:w-auto",
};

/**
 * The bookmark. In the cached HTML (and for guests) it is a form that saves without JavaScript. A
 * guest is sent to sign in, and comes back to this page at this button with the job saved, however
 * they pressed it (before the page's script ran, after, or without JavaScript). For a signed-in seeker
 * whose marks have loaded it is a toggle button (aria-pressed) that saves optimistically.
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
          id={saveJobAnchor(jobId)}
          aria-pressed={saved}
          className={className}
          onClick={() => {
            setFailed(false);
            toggle(jobId, !saved).catch(() => setFailed(true));
          }}
        >
          {content}
        </button>
        {status}
      </>
    );
  }
  return (
    // `contents`: the button is laid out as if the form were not there. The route saves for a signed-in
    // seeker; a guest's press is kept while they sign in, and signing in saves it (lib/auth/pending-save.ts).
    <form method="post" action={saveJobPath(jobId)} className="contents">
      <button type="submit" id={saveJobAnchor(jobId)} className={className}>
        {content}
      </button>
    </form>
  );
}
