"use client";

import { useLocale, useTranslations } from "@/components/i18n/client";
import { cn } from "@/components/ui/cn";
import { formatDateTime } from "@/lib/format";
import type { Application } from "@/lib/product-api/types";
import { useStatusLabel } from "./status-label";

/**
 * Every status the application has had, oldest first, with when it changed: the first is the
 * application itself. Nothing when the API sent no timeline.
 */
export function StatusTimeline({
  timeline,
  headingId,
  headingLevel = 3,
}: {
  timeline: Application["timeline"];
  headingId: string;
  headingLevel?: 2 | 3;
}) {
  const t = useTranslations("applications");
  const locale = useLocale();
  const label = useStatusLabel();
  if (timeline.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <Heading id={headingId} className="text-sm font-semibold text-ink">
        {t("timelineHeading")}
      </Heading>
      <ol className="mt-2 space-y-1.5 border-s-2 border-line ps-3 text-sm">
        {timeline.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="flex flex-wrap items-baseline gap-x-2">
            <span className={cn("font-medium text-ink", locale === "en" && "capitalize")}>
              {label(entry.status)}
            </span>{" "}
            <time dateTime={entry.at} className="text-muted">
              {formatDateTime(entry.at, locale)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
