import { PageContainer } from "@/components/layout/page-container";
import { LinkButton } from "@/components/ui/button";
import { ReloadButton } from "@/components/ui/reload-button";
import { StatusMessage } from "@/components/ui/status-message";

export const pageNotFoundMetadata = { title: "Page Not Found", robots: { index: false } };

/** The site's 404 screen: app/not-found.tsx, and pages whose data says "missing" (NotFoundResponse). */
export function PageNotFound() {
  return (
    <PageContainer>
      <StatusMessage
        icon="search"
        title="Page Not Found"
        message="The page you're looking for doesn't exist or has been moved."
      >
        <LinkButton href="/">Go to Home</LinkButton>
        <ReloadButton />
      </StatusMessage>
    </PageContainer>
  );
}
