"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "@/components/i18n/client";
import { JobsLoadError } from "@/components/jobs/jobs-load-error";
import { JobsScreen } from "@/components/jobs/jobs-screen";
import { Button } from "@/components/ui/button";
import { isBrowse, parseJobSearch } from "@/lib/job-search";

// A failed job list or search is shown here rather than rendered by the page, so it is never stored
// as the cached page: Next.js keeps serving the last good version and the next request tries again.
// One boundary for both (their address is /jobs?…, told apart by its parameters), so that the first
// search after /jobs needs no script /jobs did not already load: the two pages' client components are
// the same set, which Turbopack puts in the same chunks.
export default function JobsListError({ retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations("jobs.errors");
  const search = parseJobSearch(useSearchParams());
  return (
    <JobsScreen>
      <JobsLoadError kind={isBrowse(search) ? "browse" : "search"}>
        <Button onClick={() => retry()}>{t("tryAgain")}</Button>
      </JobsLoadError>
    </JobsScreen>
  );
}
