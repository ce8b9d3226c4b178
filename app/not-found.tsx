import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { LinkButton } from "@/components/ui/button";
import { ReloadButton } from "@/components/ui/reload-button";
import { StatusMessage } from "@/components/ui/status-message";

export const metadata: Metadata = {
  title: "Page Not Found",
  robots: { index: false },
};

export default function NotFound() {
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
