"use client";

import { useEffect } from "react";
import { PageContainer } from "@/components/layout/page-container";
import { LinkButton } from "@/components/ui/button";
import { ReloadButton } from "@/components/ui/reload-button";
import { StatusMessage } from "@/components/ui/status-message";

// Route errors. The error itself is logged for developers and never shown: it can hold internal details.
export default function RouteError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <PageContainer>
      <div role="alert">
        <StatusMessage
          title="Unexpected Error"
          message="We encountered an unexpected issue. Please try again or contact support if the problem persists."
        >
          <LinkButton href="/">Go to Home</LinkButton>
          <ReloadButton />
        </StatusMessage>
      </div>
    </PageContainer>
  );
}
