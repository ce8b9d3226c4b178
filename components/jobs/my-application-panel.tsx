"use client";

import { useEffect, useId, useState } from "react";
import { StatusChip } from "@/components/applications/status-chip";
import { StatusTimeline } from "@/components/applications/status-timeline";
import { WithdrawButton } from "@/components/applications/withdraw-button";
import { useTranslations } from "@/components/i18n/client";
import { isWithdrawn, type Application } from "@/lib/product-api/types";
import { requestJson } from "@/lib/request-json";

/** The application as the job page shows it to its seeker. */
export function MyApplicationView({
  application,
  onWithdrawn,
}: {
  application: Pick<Application, "id" | "status" | "timeline">;
  onWithdrawn: (application: Application) => void;
}) {
  const t = useTranslations("applications");
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-4 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="font-semibold text-ink">
          {t("yourApplication")}
        </h2>
        <StatusChip status={application.status} />
      </div>
      <StatusTimeline timeline={application.timeline} headingId={`${id}-timeline`} />
      {!isWithdrawn(application.status) && (
        <div className="mt-3">
          <WithdrawButton applicationId={application.id} onWithdrawn={onWithdrawn} />
        </div>
      )}
    </section>
  );
}

/** Reads the seeker's application to the job (one request, when the marks say they applied). */
export default function MyApplicationPanel({ jobId }: { jobId: number }) {
  const [application, setApplication] = useState<Application | null>(null);
  useEffect(() => {
    let current = true;
    requestJson<Application>(`/api/jobs/${jobId}/application`)
      .then((found) => current && setApplication(found))
      // Without it the page still says 'Applied · {date}' (AppliedMark).
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [jobId]);
  if (!application) return null;
  return <MyApplicationView application={application} onWithdrawn={setApplication} />;
}
