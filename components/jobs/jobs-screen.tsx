import type { ReactNode } from "react";
import { PageContainer } from "@/components/layout/page-container";
import type { JobSearch } from "@/lib/job-search";
import { JobsHero } from "./jobs-hero";

/** The jobs page frame: the search hero above browse results, search results or an error. */
export function JobsScreen({ search, children }: { search?: JobSearch; children: ReactNode }) {
  return (
    <PageContainer className="pt-4 sm:pt-6">
      <JobsHero search={search} />
      {children}
    </PageContainer>
  );
}
