"use client";

import { useLocale, useTranslations } from "@/components/i18n/client";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { documentKinds } from "@/lib/validations/form-messages";
import { useFormMessage } from "@/lib/validations/use-form-message";
import { DOCUMENT_EXTENSIONS, MAX_DOCUMENT_MB } from "@/services/product-api/lib/documents";

export function FileField({
  id,
  label,
  required = false,
  error,
  field,
  disabled,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: FieldError;
  field: UseFormRegisterReturn;
  disabled?: boolean;
}) {
  const t = useTranslations("apply");
  const locale = useLocale();
  const formMessage = useFormMessage();
  const describedBy = [`${id}-hint`, error?.message ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-muted">{t("optional")}</span>
        )}
      </label>
      <input
        id={id}
        type="file"
        accept={DOCUMENT_EXTENSIONS}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-2 block w-full cursor-pointer rounded-lg border border-dashed border-line bg-slate-50 p-3 text-sm text-ink file:me-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary-dark file:px-4 file:py-2 file:font-semibold file:text-white hover:border-primary disabled:cursor-not-allowed aria-invalid:border-red-500"
        {...field}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {t("fileHint", { kinds: documentKinds(locale), mb: MAX_DOCUMENT_MB })}
      </p>
      {error?.message && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {formMessage(error.message)}
        </p>
      )}
    </div>
  );
}
