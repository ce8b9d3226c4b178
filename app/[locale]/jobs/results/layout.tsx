import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// The messages of the jobs list's client components, for the page and for error.tsx (a layout wraps
// its segment's error boundary; a provider in the page would not reach it). `status` for the 404 screen.
export default function JobsListLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages
      namespaces={[
        "status",
        "jobs.hero",
        "jobs.search",
        "jobs.card",
        "jobs.pagination",
        "jobs.errors",
        "filters",
        "trust",
      ]}
    >
      {children}
    </ClientMessages>
  );
}
