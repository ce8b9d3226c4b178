import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { PageContainer } from "@/components/layout/page-container";
import { LoginPrompt } from "@/components/profile/login-prompt";
import { ProfileEditView } from "@/components/profile/profile-edit-view";
import { auth } from "@/lib/auth/session";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { siteConfig } from "@/lib/site";

// Per visitor: never prerendered.
export const dynamic = "force-dynamic";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "profile" });
  return {
    title: { absolute: `${t("editMetaTitle")} | ${siteConfig.name}` },
    robots: { index: false, follow: false },
  };
}

export default async function ProfileEditPage({ params }: Props) {
  await pageLocale(params);
  const session = await auth();
  return (
    <PageContainer>
      <ClientMessages namespaces={["profile", "auth", "forms"]}>
        {session ? <ProfileEditView /> : <LoginPrompt callbackUrl="/profile/edit" />}
      </ClientMessages>
    </PageContainer>
  );
}
