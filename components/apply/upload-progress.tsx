"use client";

import { useFormatter, useTranslations } from "@/components/i18n/client";

export function UploadProgress({ percent }: { percent: number }) {
  const t = useTranslations("apply");
  const format = useFormatter();
  return (
    <div className="grid gap-1.5">
      <div className="flex justify-between text-sm text-muted">
        <span id="upload-progress-label">{percent < 100 ? t("uploading") : t("finishing")}</span>
        <span aria-hidden="true">{format.number(percent / 100, { style: "percent" })}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-primary-dark transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
