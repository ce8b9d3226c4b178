import type { ReactNode } from "react";
import { JobListMessages } from "@/components/jobs/job-list-messages";

// The messages of the jobs list's client components, for both its pages (browse and search) and their
// error.tsx (a layout wraps its segment's error boundary; a provider in a page would not reach it).
// `status` for the 404 screen.
export default function JobsListLayout({ children }: { children: ReactNode }) {
  return <JobListMessages screen="jobs">{children}</JobListMessages>;
}
