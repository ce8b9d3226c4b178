"use client";

import { useTranslations } from "@/components/i18n/client";
import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { useLocalePath } from "@/lib/i18n/use-locale-path";
import { FlagIcon } from "./trust-icons";

// The dialog (with Headless UI and the form) is downloaded when someone first reaches for the button.
const loadDialog = () => import("./report-job-dialog");
const ReportJobDialog = lazy(loadDialog);

const noSubscription = () => () => {};
const className =
  "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-line px-3 text-sm font-medium text-ink transition-colors hover:border-red-400 hover:text-red-700 cursor-pointer";

/** 'Report this job': a dialog with JavaScript, a link to the report page before (or without) it. */
export function ReportJobButton({ jobId, jobTitle }: { jobId: number; jobTitle: string }) {
  const [open, setOpen] = useState(false);
  const t = useTranslations("job.report");
  const { to } = useLocalePath();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const content = (
    <>
      <FlagIcon className="size-4" />
      {t("button")}
    </>
  );
  if (!hydrated) {
    return (
      <a href={to(`/jobs/${jobId}/report`)} rel="nofollow" className={className}>
        {content}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
        className={className}
      >
        {content}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportJobDialog jobId={jobId} jobTitle={jobTitle} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
