import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { BackToProfileLink } from "@/components/profile/back-to-profile-link";
import { LoginPrompt } from "@/components/profile/login-prompt";
import { SavedJobsList } from "@/components/saved-jobs/saved-jobs-list";
import { auth } from "@/lib/auth/session";
import { parseId, MAX_PAGE } from "@/services/product-api/lib/limits";
import { siteConfig } from "@/lib/site";

// Per visitor: never prerendered.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { absolute: `Saved Jobs | ${siteConfig.name}` },
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<{ page?: string | string[] }> };

export default async function SavedJobsPage({ searchParams }: Props) {
  const session = await auth();
  if (!session) {
    return (
      <PageContainer>
        <LoginPrompt message="Please log in to see the jobs you saved." callbackUrl="/saved-jobs" />
      </PageContainer>
    );
  }
  const { page: raw } = await searchParams;
  // A page that is not a number from 1 to 10,000 is the first page.
  const page = parseId(typeof raw === "string" ? raw : undefined, MAX_PAGE) ?? 1;
  return (
    <PageContainer>
      <header className="mb-8 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Saved Jobs</h1>
          <p className="mt-1 text-muted">Jobs you saved to come back to, newest first</p>
        </div>
        <BackToProfileLink />
      </header>
      <SavedJobsList page={page} />
    </PageContainer>
  );
}
