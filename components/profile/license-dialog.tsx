"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "@/components/i18n/client";
import { useId } from "react";
import { useForm, type FieldError, type UseFormRegisterReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { toDateInputValue, type LicenseFields } from "@/lib/license";
import { licenseSchema, type LicenseFormValues, type LicenseInput } from "@/lib/validations/license";
import { useFormMessage } from "@/lib/validations/use-form-message";
import { Modal } from "./modal";

export interface LicenseDialogProps {
  open: boolean;
  /** The license being edited; none to add a new one. */
  license?: LicenseFields | null;
  onClose: () => void;
  onSubmit: (values: LicenseInput) => void;
}

const inputClass =
  "mt-1 block h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/30 aria-invalid:border-red-500";

function Field({
  label,
  type = "text",
  error,
  field,
}: {
  label: string;
  type?: string;
  error?: FieldError;
  field: UseFormRegisterReturn;
}) {
  const id = useId();
  const formMessage = useFormMessage();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type={type}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...field}
      />
      {error?.message && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {formMessage(error.message)}
        </p>
      )}
    </div>
  );
}

function LicenseForm({ license, onClose, onSubmit }: Omit<LicenseDialogProps, "open">) {
  const t = useTranslations("profile.licenseDialog");
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LicenseFormValues, unknown, LicenseInput>({
    resolver: zodResolver(licenseSchema),
    mode: "onTouched",
    defaultValues: {
      licenseName: license?.licenseName ?? "",
      licenseValue: license?.licenseValue ?? "",
      startDate: license ? toDateInputValue(license.startDate) : "",
      endDate: license ? toDateInputValue(license.endDate) : "",
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <Field label={t("name")} error={errors.licenseName} field={register("licenseName")} />
      <Field label={t("value")} error={errors.licenseValue} field={register("licenseValue")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("startDate")}
          type="date"
          error={errors.startDate}
          field={register("startDate", { deps: "endDate" })}
        />
        <Field label={t("endDate")} type="date" error={errors.endDate} field={register("endDate")} />
      </div>
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={!isValid || isSubmitting}>
          {license ? t("update") : t("add")}
        </Button>
      </div>
    </form>
  );
}

/** Add New License / Edit License with its rules and messages (docs/product.md, Edit Profile). */
export function LicenseDialog({ open, license, onClose, onSubmit }: LicenseDialogProps) {
  const t = useTranslations("profile.licenseDialog");
  return (
    <Modal open={open} onClose={onClose} title={license ? t("editTitle") : t("addTitle")}>
      {/* A fresh form each time the dialog opens, so it starts from the license being edited. */}
      {open && <LicenseForm license={license} onClose={onClose} onSubmit={onSubmit} />}
    </Modal>
  );
}
