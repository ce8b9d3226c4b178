import { PageContainer } from "@/components/layout/page-container";
import { LinkButton } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";

export default function JobNotFound() {
  return (
    <PageContainer>
      <StatusMessage
        icon="search"
        title="Job Not Found"
        message="The job you are looking for does not exist or has been removed."
      >
        <LinkButton href="/jobs">Browse Jobs</LinkButton>
      </StatusMessage>
    </PageContainer>
  );
}
