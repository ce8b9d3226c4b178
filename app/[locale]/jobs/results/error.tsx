"use client";

import { useTranslations } from "@/components/i18n/client";
import { JobsLoadError } from "@/components/jobs/jobs-load-error";
import { JobsScreen } from "@/components/jobs/jobs-screen";
import { Button } from "@/components/ui/button";

// A failed search is shown here rather than rendered by the page, so it is never stored as the
// cached page; the next request tries again.
export default function SearchError({ retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations("jobs.errors");
  return (
    <JobsScreen>
      <JobsLoadError kind="search">
        <Button onClick={() => retry()}>{t("tryAgain")}</Button>
      </JobsLoadError>
    </JobsScreen>
  );
}
