import type { ReactNode } from "react";
import { StatusMessage } from "@/components/ui/status-message";

// The one place the job list and search failures become words (docs/product.md, Jobs, browse mode and
// search mode).
export const JOBS_ERRORS = {
  browse: {
    title: "Failed to load jobs",
    message: "We couldn't fetch job listings right now. Please try again later.",
  },
  search: {
    title: "Search Failed",
    message: "We encountered an issue while searching for jobs. Please try again.",
  },
} as const;

export function JobsLoadError({ kind, children }: { kind: keyof typeof JOBS_ERRORS; children?: ReactNode }) {
  const { title, message } = JOBS_ERRORS[kind];
  return (
    <div role="alert">
      <StatusMessage title={title} message={message} headingLevel={2} className="py-10 sm:py-14">
        {children}
      </StatusMessage>
    </div>
  );
}
