import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

/**
 * The messages of a job list's client components (hero, search box, cards, pagination, filters,
 * verified badge, the error screen) and `status` for the 404 screen: for browse, search and landing
 * pages alike.
 */
export function JobListMessages({ children }: { children: ReactNode }) {
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
