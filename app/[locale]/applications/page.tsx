import type { Metadata } from "next";
import { ApplicationsList } from "@/components/applications/applications-list";
import { PageContainer } from "@/components/layout/page-container";
import { BackToProfileLink } from "@/components/profile/back-to-profile-link";
import { LoginPrompt } from "@/components/profile/login-prompt";
import { auth } from "@/lib/auth/session";
import { siteConfig } from "@/lib/site";

// Per visitor: never prerendered.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { absolute: `My Applications | ${siteConfig.name}` },
  robots: { index: false, follow: false },
};

export default async function ApplicationsPage() {
  const session = await auth();
  if (!session) {
    return (
      <PageContainer>
        <LoginPrompt callbackUrl="/applications" />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <header className="mb-8 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">My Applications</h1>
          <p className="mt-1 text-muted">Track your job applications and their status</p>
        </div>
        <BackToProfileLink />
      </header>
      <ApplicationsList />
    </PageContainer>
  );
}
