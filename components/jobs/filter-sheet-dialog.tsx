"use client";

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { useTranslations } from "@/components/i18n/client";
import Link from "@/components/ui/link";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icons";
import { countAfterChanges } from "./filter-count";
import { FILTER_FORM_ID } from "./filter-options";

interface FilterSheetDialogProps {
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLElement>) => void;
  activeCount: number;
  resultCount: number;
  clearHref: string;
  pending: boolean;
  children: ReactNode;
}

/** The phone sheet around the filter form: 'Clear all' and 'Show N jobs' stay in reach at the bottom. */
export default function FilterSheetDialog({
  onClose,
  onSubmit,
  activeCount,
  resultCount,
  clearHref,
  pending,
  children,
}: FilterSheetDialogProps) {
  const t = useTranslations("filters");
  const [count, setCount] = useState<number | null>(resultCount);

  // The sheet is for narrow screens: grown wide, the form belongs beside the results again.
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 48rem)");
    const close = () => wide.matches && onClose();
    wide.addEventListener("change", close);
    return () => wide.removeEventListener("change", close);
  }, [onClose]);

  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 flex items-end justify-center">
        <DialogPanel className="flex max-h-[92dvh] w-full max-w-xl flex-col rounded-t-2xl bg-white shadow-xl">
          <div className="flex items-center justify-between border-b border-line px-4 py-2">
            <DialogTitle className="text-lg font-semibold text-ink">{t("title")}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label={t("close")}
              className="inline-flex size-11 items-center justify-center rounded-lg text-muted hover:bg-slate-100 hover:text-ink"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <div
            data-sheet=""
            className="flex-1 overflow-y-auto overscroll-contain px-4 pb-4"
            onSubmit={onSubmit}
            onChange={(event) =>
              setCount(countAfterChanges(event.currentTarget.querySelector("form"), resultCount))
            }
          >
            {children}
          </div>
          <div className="flex items-center gap-3 border-t border-line px-4 py-3">
            {activeCount > 0 && (
              <Link
                href={clearHref}
                prefetch={false}
                onClick={onClose}
                className={buttonClasses({ variant: "ghost" })}
              >
                {t("clearAll")}
              </Link>
            )}
            <button
              type="submit"
              form={FILTER_FORM_ID}
              disabled={pending}
              aria-live="polite"
              className={buttonClasses({ className: "flex-1" })}
            >
              {pending ? t("showing") : count === null ? t("showJobs") : t("showCount", { count })}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
