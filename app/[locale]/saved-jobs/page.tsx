import { privatePageMetadata } from "@/components/layout/page-metadata";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { PageContainer } from "@/components/layout/page-container";
import { BackToProfileLink } from "@/components/profile/back-to-profile-link";
import { LoginPrompt } from "@/components/profile/login-prompt";
import { SavedJobsList } from "@/components/saved-jobs/saved-jobs-list";
import { auth } from "@/lib/auth/session";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { parseId, MAX_PAGE } from "@/services/product-api/lib/limits";

// Per visitor: never prerendered.
export const dynamic = "force-dynamic";

type Props = { params: LocaleParams; searchParams: Promise<{ page?: string | string[] }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, "savedJobs");
}

export default async function SavedJobsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "savedJobs" });
  const session = await auth();
  if (!session) {
    const tAuth = await getTranslations({ locale, namespace: "auth" });
    return (
      <PageContainer>
        <ClientMessages namespaces={["auth"]}>
          <LoginPrompt message={tAuth("savedJobsMessage")} callbackUrl="/saved-jobs" />
        </ClientMessages>
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
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t("heading")}</h1>
          <p className="mt-1 text-muted">{t("intro")}</p>
        </div>
        <ClientMessages namespaces={["profile.backToProfile"]}>
          <BackToProfileLink />
        </ClientMessages>
      </header>
      <ClientMessages namespaces={["savedJobs", "jobs", "filters", "ui", "trust", "status"]}>
        <SavedJobsList page={page} />
      </ClientMessages>
    </PageContainer>
  );
}
