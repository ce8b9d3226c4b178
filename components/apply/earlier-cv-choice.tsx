"use client";

import { useLocale, useTranslations } from "@/components/i18n/client";
import type { ReactNode } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { formatFileSize } from "@/lib/file-size";
import { formatDate } from "@/lib/format";
import { useFormMessage } from "@/lib/validations/use-form-message";
import { UPLOAD_NEW } from "./apply-schema";

/** A CV the seeker sent with an earlier application; only its description comes to the browser. */
export interface EarlierCv {
  id: number;
  fileName: string;
  sizeBytes: number;
  sentAt: string;
}

const optionClass =
  "flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-checked:border-primary has-checked:bg-primary/5 has-disabled:cursor-not-allowed";

/** The resume as a choice: one of the CVs sent before (copied on the server, nothing uploaded), or a new file. */
export function EarlierCvChoice({
  cvs,
  field,
  error,
  disabled,
  children,
}: {
  cvs: EarlierCv[];
  field: UseFormRegisterReturn;
  error?: FieldError;
  disabled?: boolean;
  /** The file input, shown once 'Upload a new CV' is chosen. */
  children?: ReactNode;
}) {
  const t = useTranslations("apply");
  const locale = useLocale();
  const formMessage = useFormMessage();
  return (
    <fieldset aria-describedby={error?.message ? "resume-choice-error" : undefined}>
      <legend className="font-semibold text-ink">
        {t("resume")}
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      </legend>
      <div className="mt-2 grid gap-2">
        {cvs.map((cv) => (
          <label key={cv.id} className={optionClass}>
            <input type="radio" value={String(cv.id)} disabled={disabled} className="mt-1" {...field} />
            <span>
              <span className="block font-medium text-ink">
                {t("useEarlierCv", { date: formatDate(cv.sentAt, locale) })}
              </span>
              <span dir="auto" className="block text-sm break-all text-muted">
                ({cv.fileName}, {formatFileSize(cv.sizeBytes, locale)})
              </span>
            </span>
          </label>
        ))}
        <label className={optionClass}>
          <input type="radio" value={UPLOAD_NEW} disabled={disabled} className="mt-1" {...field} />
          <span className="font-medium text-ink">{t("uploadNewCv")}</span>
        </label>
      </div>
      {children && <div className="mt-3">{children}</div>}
      {error?.message && !children && (
        <p id="resume-choice-error" className="mt-1 text-sm font-medium text-red-700">
          {formMessage(error.message)}
        </p>
      )}
    </fieldset>
  );
}
