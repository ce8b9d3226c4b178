import { privatePageMetadata } from "@/components/layout/page-metadata";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ApplicationsList } from "@/components/applications/applications-list";
import { ClientMessages } from "@/components/i18n/client-messages";
import { PageContainer } from "@/components/layout/page-container";
import { BackToProfileLink } from "@/components/profile/back-to-profile-link";
import { LoginPrompt } from "@/components/profile/login-prompt";
import { auth } from "@/lib/auth/session";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";

// Per visitor: never prerendered.
export const dynamic = "force-dynamic";

type Props = { params: LocaleParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, "applications");
}

export default async function ApplicationsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "applications" });
  const session = await auth();
  if (!session) {
    return (
      <PageContainer>
        <ClientMessages namespaces={["auth"]}>
          <LoginPrompt callbackUrl="/applications" />
        </ClientMessages>
      </PageContainer>
    );
  }
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
      <ClientMessages namespaces={["applications", "jobs", "filters", "ui", "trust", "status"]}>
        <ApplicationsList />
      </ClientMessages>
    </PageContainer>
  );
}
