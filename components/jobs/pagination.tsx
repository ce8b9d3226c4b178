"use client";

import { useTranslations } from "@/components/i18n/client";
import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { pageRange, paginationWindow } from "@/lib/format";
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
} from "@/components/ui/icons";

export interface PaginationProps {
  page: number;
  totalPages: number;
  totalCount: number;
  pageSize: number;
  /** The URL of a page: every control is a real link, crawlable and working without JavaScript. */
  hrefFor: (page: number) => string;
}

const control = "page-link";
/** The arrows point the way the pages go: leftwards in Arabic. */
const flip = "size-4 rtl:-scale-x-100";
const enabled = "border-line bg-white text-ink hover:border-primary-dark hover:text-primary-dark";

function Step({ href, label, children }: { href: string | null; label: string; children: ReactNode }) {
  if (href === null) {
    // A disabled link (WAI-ARIA): named like its enabled self, announced as unavailable, not focusable.
    return (
      <a
        role="link"
        aria-disabled="true"
        aria-label={label}
        className={cn(control, "border-line bg-slate-50 text-slate-400")}
      >
        {children}
      </a>
    );
  }
  return (
    <Link href={href} aria-label={label} prefetch={false} className={cn(control, enabled)}>
      {children}
    </Link>
  );
}

/** First, previous, numbered, next and last page links; nothing when everything fits on one page. */
export function Pagination({ page, totalPages, totalCount, pageSize, hrefFor }: PaginationProps) {
  const t = useTranslations("jobs.pagination");
  if (totalPages <= 1) return null;
  const { from, to } = pageRange(page, pageSize, totalCount);
  const first = page > 1;
  const last = page < totalPages;
  return (
    <nav aria-label={t("label")} className="mt-8 flex flex-col items-center gap-4">
      <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-2">
        <li>
          <Step href={first ? hrefFor(1) : null} label={t("first")}>
            <ChevronsLeftIcon className={flip} />
          </Step>
        </li>
        <li>
          <Step href={first ? hrefFor(page - 1) : null} label={t("previous")}>
            <ChevronLeftIcon className={flip} />
          </Step>
        </li>
        {paginationWindow(page, totalPages).map((item, i) =>
          item === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={hrefFor(item)}
                prefetch={false}
                aria-label={t("page", { page: item })}
                aria-current={item === page ? "page" : undefined}
                className={cn(
                  control,
                  item === page ? "border-primary-dark bg-primary-dark text-white" : enabled,
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          <Step href={last ? hrefFor(page + 1) : null} label={t("next")}>
            <ChevronRightIcon className={flip} />
          </Step>
        </li>
        <li>
          <Step href={last ? hrefFor(totalPages) : null} label={t("last")}>
            <ChevronsRightIcon className={flip} />
          </Step>
        </li>
      </ul>
      <p className="text-sm text-muted">{t("summary", { from, to, total: totalCount, page, totalPages })}</p>
    </nav>
  );
}
