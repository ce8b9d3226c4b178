"use client";

import { useId, type ComponentProps, type ReactNode } from "react";

export const phoneInputClass =
  "mt-1 block h-11 w-full rounded-lg border border-line px-3 text-base text-ink outline-none";

/** A required text input whose digits read left to right in Arabic too. */
export function DigitsInput({ className, ...props }: ComponentProps<"input">) {
  return (
    <input dir="ltr" required {...props} className={`${phoneInputClass} text-start ${className ?? ""}`} />
  );
}

/** A labelled control of the Phone section, with an optional hint it is described by. */
export function PhoneField({
  label,
  hint,
  className,
  children,
}: {
  label: string;
  hint?: string;
  className?: string;
  children: (props: { id: string; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, "aria-describedby": hint ? `${id}-hint` : undefined })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A radio button or checkbox with its label, tall enough to tap. */
export function PhoneChoice({ label, ...input }: ComponentProps<"input"> & { label: string }) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-ink">
      <input {...input} className="size-5" />
      {label}
    </label>
  );
}
