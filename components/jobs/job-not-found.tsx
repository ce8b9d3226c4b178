import { PageContainer } from "@/components/layout/page-container";
import { LinkButton } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";

/** The not-found screen of a job and of its apply page; only the message differs between them. */
export function JobNotFound({ message }: { message: string }) {
  return (
    <PageContainer>
      <StatusMessage icon="search" title="Job Not Found" message={message}>
        <LinkButton href="/jobs">Browse Jobs</LinkButton>
      </StatusMessage>
    </PageContainer>
  );
}
