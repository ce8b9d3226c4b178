import type { ReactNode } from "react";
import { PageContainer } from "@/components/layout/page-container";
import { JobsHero } from "./jobs-hero";

/** The jobs page frame: the search hero above browse results, search results or an error. */
export function JobsScreen({ query, children }: { query?: string; children: ReactNode }) {
  return (
    <PageContainer className="pt-4 sm:pt-6">
      <JobsHero query={query} />
      {children}
    </PageContainer>
  );
}
