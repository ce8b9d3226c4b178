import { TrackedLink } from "@/components/analytics/tracked-link";
import { buttonClasses } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";

export function ApplicationsEmpty() {
  return (
    <StatusMessage
      title="No Applications Yet"
      message="You haven't applied for any jobs yet. Start exploring opportunities!"
      icon="search"
      headingLevel={2}
    >
      <TrackedLink
        href="/jobs"
        className={buttonClasses()}
        event="browse_jobs_click"
        eventParams={{ location: "applications_empty_state" }}
      >
        Browse Jobs
      </TrackedLink>
    </StatusMessage>
  );
}
