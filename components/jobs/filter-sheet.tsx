"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "@/components/i18n/client";
import {
  lazy,
  Suspense,
  useState,
  useSyncExternalStore,
  useTransition,
  type FormEvent,
  type ReactNode,
} from "react";
import { cn } from "@/components/ui/cn";
import { useLocalePath } from "@/lib/i18n/use-locale-path";
import { jobSearchHref, parseFormData } from "@/lib/job-search";

// The dialog (and Headless UI with it) is downloaded when a phone first opens the sheet.
const loadDialog = () => import("./filter-sheet-dialog");
const FilterSheetDialog = lazy(loadDialog);

const noSubscription = () => () => {};
const PANEL_ID = "filters";

export interface FilterSheetProps {
  activeCount: number;
  /** Jobs the current filters give: the apply button's 'Show 42 jobs'. */
  resultCount: number;
  /** Where 'Clear all' goes: the same query without filters. */
  clearHref: string;
  /** The server-rendered filter form, rendered once: beside the results, or in the sheet. */
  children: ReactNode;
}

/**
 * Wide screens: the filter form beside the results. Phones: a 'Filters' button opening it in a
 * sheet. Before JavaScript (or without it) the button is a link to the form, which :target shows.
 * With JavaScript the form navigates client-side (same URL as the plain GET form would give).
 */
export function FilterSheet({ activeCount, resultCount, clearHref, children }: FilterSheetProps) {
  const router = useRouter();
  const t = useTranslations("filters");
  const { to } = useLocalePath();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  function onSubmit(event: FormEvent<HTMLElement>) {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    const href = to(jobSearchHref({ ...parseFormData(new FormData(event.target)), page: 1 }));
    // In one transition: the sheet closes when the new results are ready to show.
    startTransition(() => {
      router.push(href);
      setOpen(false);
    });
  }

  const toggleClass = cn(
    "inline-flex h-11 items-center gap-2 rounded-lg border border-line bg-white px-4 text-sm font-semibold text-ink shadow-sm md:hidden",
    "hover:border-primary-dark hover:text-primary-dark",
  );
  const toggleContent = (
    <>
      {t("title")}
      {activeCount > 0 && (
        // The name says the count ("Filters, 2 active"), and starts with the words it shows.
        <>
          {" "}
          <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-primary-dark px-1.5 py-0.5 text-xs text-white">
            {activeCount}
          </span>
        </>
      )}
    </>
  );
  const toggleName = activeCount > 0 ? t("toggleActive", { count: activeCount }) : t("title");

  return (
    <>
      {hydrated ? (
        <button
          type="button"
          aria-label={toggleName}
          aria-haspopup="dialog"
          aria-busy={pending && !open}
          onPointerDown={() => void loadDialog()}
          onClick={() => startTransition(() => setOpen(true))}
          className={toggleClass}
        >
          {toggleContent}
        </button>
      ) : (
        <a href={`#${PANEL_ID}`} aria-label={toggleName} className={toggleClass}>
          {toggleContent}
        </a>
      )}
      {open ? (
        <Suspense fallback={null}>
          <FilterSheetDialog
            onClose={() => setOpen(false)}
            onSubmit={onSubmit}
            activeCount={activeCount}
            resultCount={resultCount}
            clearHref={clearHref}
            pending={pending}
          >
            {children}
          </FilterSheetDialog>
        </Suspense>
      ) : (
        <div id={PANEL_ID} onSubmit={onSubmit} className="mt-4 hidden target:block md:mt-0 md:block">
          {children}
        </div>
      )}
    </>
  );
}
