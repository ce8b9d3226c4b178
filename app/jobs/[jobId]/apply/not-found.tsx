import { PageContainer } from "@/components/layout/page-container";
import { LinkButton } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";

export default function ApplyJobNotFound() {
  return (
    <PageContainer>
      <StatusMessage
        title="Job Not Found"
        message="This job does not exist or has been removed."
        icon="search"
      >
        <LinkButton href="/jobs">Browse Jobs</LinkButton>
      </StatusMessage>
    </PageContainer>
  );
}
