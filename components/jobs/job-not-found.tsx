import { PageContainer } from "@/components/layout/page-container";
import { LinkButton } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";

const JOB_NOT_FOUND = "The job you are looking for does not exist or has been removed.";
export const APPLY_JOB_NOT_FOUND = "This job does not exist or has been removed.";

/** The not-found screen of a job and of its apply page; only the message differs between them. */
export function JobNotFound({ message = JOB_NOT_FOUND }: { message?: string }) {
  return (
    <PageContainer>
      <StatusMessage icon="search" title="Job Not Found" message={message}>
        <LinkButton href="/jobs">Browse Jobs</LinkButton>
      </StatusMessage>
    </PageContainer>
  );
}
