"use client";

import { useLocale, useTranslations } from "@/components/i18n/client";
import { useCallback, useSyncExternalStore } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { buttonClasses } from "@/components/ui/button-classes";
import { documentKinds } from "@/lib/validations/form-messages";
import { useFormMessage } from "@/lib/validations/use-form-message";
import { DOCUMENT_EXTENSIONS, MAX_DOCUMENT_MB } from "@/services/product-api/lib/documents";

const inputOf = (id: string) => document.getElementById(id) as HTMLInputElement | null;

/**
 * The chosen file's name, read from the input itself: so a file chosen before the page's script ran
 * (a slow connection) shows once it runs, and a form's reset clears it.
 */
function useChosenName(id: string): string | null {
  const subscribe = useCallback(
    (changed: () => void) => {
      const input = inputOf(id);
      const form = input?.form;
      // A form empties its inputs only after its "reset" event has run.
      const reset = () => setTimeout(changed);
      input?.addEventListener("change", changed);
      form?.addEventListener("reset", reset);
      return () => {
        input?.removeEventListener("change", changed);
        form?.removeEventListener("reset", reset);
      };
    },
    [id],
  );
  return useSyncExternalStore(
    subscribe,
    () => inputOf(id)?.files?.[0]?.name ?? null,
    () => null,
  );
}

/**
 * A file input whose words are the page's, not the browser's ("Choose File", "No file chosen" in its
 * own language). The real input lies transparent over the whole box, so a click or a dropped file
 * anywhere on it reaches the input, with no script; keyboard focus rings the box. Without scripts
 * (`noscript:`) the browser's own input shows instead, as it can show the chosen file's name.
 */
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
  const chosen = useChosenName(id);
  const describedBy = [`${id}-chosen`, `${id}-hint`, error?.message ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label id={`${id}-label`} htmlFor={id} className="font-semibold text-ink">
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
      <div className="group relative mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-dashed border-line bg-slate-50 p-3 text-sm text-ink hover:border-primary has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary has-disabled:opacity-60 has-aria-invalid:border-red-500">
        <input
          id={id}
          type="file"
          accept={DOCUMENT_EXTENSIONS}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-describedby={describedBy}
          className="absolute inset-0 size-full cursor-pointer opacity-0 file:cursor-pointer disabled:cursor-not-allowed noscript:static noscript:opacity-100"
          {...field}
        />
        <span
          id={`${id}-choose`}
          aria-hidden="true"
          className={buttonClasses({ size: "sm", className: "group-hover:bg-primary-deep noscript:hidden" })}
        >
          {t("chooseFile")}
        </span>
        <span id={`${id}-chosen`} className="min-w-0 wrap-anywhere noscript:hidden">
          {chosen ? <bdi>{chosen}</bdi> : <span className="text-muted">{t("noFileChosen")}</span>}
        </span>
      </div>
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
