import type { Metadata } from "next";
import { AlertList } from "@/components/alerts/alert-list";
import { PageContainer } from "@/components/layout/page-container";
import { BackToProfileLink } from "@/components/profile/back-to-profile-link";
import { LoginPrompt } from "@/components/profile/login-prompt";
import { StatusMessage } from "@/components/ui/status-message";
import { getAccessToken, auth } from "@/lib/auth/session";
import { isApiError, productApi, type JobAlert } from "@/lib/product-api";
import { siteConfig } from "@/lib/site";

// Per visitor: never prerendered.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { absolute: `Job Alerts | ${siteConfig.name}` },
  robots: { index: false, follow: false },
};

const loginPrompt = (
  <PageContainer>
    <LoginPrompt message="Please log in to see your job alerts." callbackUrl="/alerts" />
  </PageContainer>
);

export default async function AlertsPage() {
  const session = await auth();
  const token = session ? await getAccessToken() : null;
  if (!token) return loginPrompt;
  let alerts: JobAlert[];
  try {
    alerts = await productApi(token).listAlerts();
  } catch (error) {
    if (isApiError(error, 401)) return loginPrompt;
    console.error("[alerts] could not load the alerts:", error instanceof Error ? error.message : error);
    return (
      <PageContainer>
        <StatusMessage
          title="Could not load your job alerts"
          message="We couldn't fetch your alerts right now. Please try again."
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <header className="mb-8 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Job Alerts</h1>
          <p className="mt-1 text-muted">New jobs matching your searches, by email</p>
        </div>
        <BackToProfileLink />
      </header>
      <AlertList initialAlerts={alerts} />
    </PageContainer>
  );
}
