"use client";

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { useTranslations } from "@/components/i18n/client";
import { Button } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icons";
import { ReportJobForm } from "./report-job-form";

/** The report form in a dialog; loaded (with Headless UI) only when someone opens it. */
export default function ReportJobDialog({
  jobId,
  jobTitle,
  onClose,
}: {
  jobId: number;
  jobTitle: string;
  onClose: () => void;
}) {
  const t = useTranslations("job.report");
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 flex w-screen items-end justify-center overflow-y-auto p-3 sm:items-center sm:p-6">
        <DialogPanel className="w-full max-w-lg rounded-2xl bg-white p-5 shadow-xl sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <DialogTitle className="text-xl font-semibold text-ink">{t("button")}</DialogTitle>
              <p dir="auto" className="mt-1 truncate text-sm text-muted">
                {jobTitle}
              </p>
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label={t("close")}
              className="-me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-slate-100 hover:text-ink"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <div className="mt-4">
            <ReportJobForm
              jobId={jobId}
              after={
                <Button variant="outline" onClick={onClose} className="w-full sm:w-auto">
                  {t("close")}
                </Button>
              }
            />
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
