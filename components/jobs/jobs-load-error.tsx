"use client";

import { useTranslations } from "@/components/i18n/client";
import type { ReactNode } from "react";
import { StatusMessage } from "@/components/ui/status-message";

// The one place the job list and search failures become words (docs/product.md, Jobs, browse mode and
// search mode): the "jobs.errors" messages. Shown by the client error boundaries (error.tsx).
const KEYS = {
  browse: { title: "browseTitle", message: "browseMessage" },
  search: { title: "searchTitle", message: "searchMessage" },
} as const;

export function JobsLoadError({ kind, children }: { kind: "browse" | "search"; children?: ReactNode }) {
  const t = useTranslations("jobs.errors");
  return (
    <div role="alert">
      <StatusMessage
        title={t(KEYS[kind].title)}
        message={t(KEYS[kind].message)}
        headingLevel={2}
        className="py-10 sm:py-14"
      >
        {children}
      </StatusMessage>
    </div>
  );
}
