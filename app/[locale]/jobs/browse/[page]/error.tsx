"use client";

import { useTranslations } from "@/components/i18n/client";
import { JobsLoadError } from "@/components/jobs/jobs-load-error";
import { JobsScreen } from "@/components/jobs/jobs-screen";
import { Button } from "@/components/ui/button";

// A failed job list is shown here rather than rendered by the page, so it is never stored as the
// cached page: Next.js keeps serving the last good version and the next request tries again.
export default function BrowseError({ retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations("jobs.errors");
  return (
    <JobsScreen>
      <JobsLoadError kind="browse">
        <Button onClick={() => retry()}>{t("tryAgain")}</Button>
      </JobsLoadError>
    </JobsScreen>
  );
}
