import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { cookies } from "next/headers";
import { DataSaverCard } from "@/components/data-saver/data-saver-card";
import { ClientMessages } from "@/components/i18n/client-messages";
import { PageContainer } from "@/components/layout/page-container";
import { PhoneSection } from "@/components/phone/phone-section";
import { LoginPrompt } from "@/components/profile/login-prompt";
import { ProfileView } from "@/components/profile/profile-view";
import { RestoreDefaultTitle } from "@/components/profile/restore-default-title";
import { canDeleteSignInAccount } from "@/lib/auth/identity-account";
import { auth } from "@/lib/auth/session";
import { DATA_SAVER_COOKIE, dataSaverChosen } from "@/lib/data-saver";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { siteConfig } from "@/lib/site";

// Per visitor: never prerendered.
export const dynamic = "force-dynamic";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "profile" });
  const session = await auth();
  return {
    title: { absolute: session ? t("metaTitleSignedIn") : t("metaTitle") },
    robots: { index: false, follow: false },
  };
}

export default async function ProfilePage({ params }: Props) {
  const locale = await pageLocale(params);
  const meta = await getTranslations({ locale, namespace: "meta" });
  const session = await auth();
  return (
    <PageContainer>
      <RestoreDefaultTitle defaultTitle={meta("defaultTitle", { product: siteConfig.name })} />
      <ClientMessages namespaces={["profile", "auth", "flash", "pwa.dataSaver"]}>
        {session ? (
          <>
            <ProfileView
              identityName={session.user.name}
              signInAccountDeletable={await canDeleteSignInAccount()}
            />
            <PhoneSection />
            <DataSaverCard known={dataSaverChosen((await cookies()).get(DATA_SAVER_COOKIE)?.value)} />
          </>
        ) : (
          <LoginPrompt callbackUrl="/profile" />
        )}
      </ClientMessages>
    </PageContainer>
  );
}
