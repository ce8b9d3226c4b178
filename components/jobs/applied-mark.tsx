"use client";

import { useLocale, useTranslations } from "@/components/i18n/client";
import { cn } from "@/components/ui/cn";
import { CheckIcon } from "@/components/ui/icons";
import { formatDate } from "@/lib/format";
import { useJobMarks } from "./use-job-marks";

/** 'Applied · {date}' for a signed-in seeker who applied to the job; nothing for anyone else. */
export function AppliedMark({ jobId, className }: { jobId: number; className?: string }) {
  const applied = useJobMarks()?.applied.get(jobId);
  const t = useTranslations("jobs.card");
  const locale = useLocale();
  if (!applied) return null;
  return (
    <p
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800",
        className,
      )}
    >
      <CheckIcon className="size-3.5" />
      {t("applied", { date: formatDate(applied.appliedAt, locale) })}
    </p>
  );
}
