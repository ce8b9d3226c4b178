"use client";

import { PageContainer } from "@/components/layout/page-container";
import { LinkButton } from "@/components/ui/button";
import { ReloadButton } from "@/components/ui/reload-button";
import { StatusMessage } from "@/components/ui/status-message";

/**
 * The site's 404 screen: app/not-found.tsx, and pages whose data says "missing" (NotFoundResponse).
 * A client component, though only its reload button is interactive: the root layout hands its
 * not-found screen to every page's RSC payload, where a server component's markup would be spelled
 * out (~1.3 KB a page) and a client component's is a reference.
 */
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
