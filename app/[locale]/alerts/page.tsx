import { privatePageMetadata } from "@/components/layout/page-metadata";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AlertList } from "@/components/alerts/alert-list";
import { ClientMessages } from "@/components/i18n/client-messages";
import { PageContainer } from "@/components/layout/page-container";
import { BackToProfileLink } from "@/components/profile/back-to-profile-link";
import { LoginPrompt } from "@/components/profile/login-prompt";
import { StatusMessage } from "@/components/ui/status-message";
import { getAccessToken, auth } from "@/lib/auth/session";
import { isApiError, productApi, type JobAlert } from "@/lib/product-api";
import type { NotificationSettings } from "@/lib/product-api/notifications";
import { NotificationSettingsForm } from "@/components/notifications/notification-settings";
import { PhoneSection } from "@/components/phone/phone-section";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";

// Per visitor: never prerendered.
export const dynamic = "force-dynamic";

type Props = { params: LocaleParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, "alerts");
}

export default async function AlertsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "alerts" });
  const tAuth = await getTranslations({ locale, namespace: "auth" });
  const loginPrompt = (
    <PageContainer>
      <ClientMessages namespaces={["auth"]}>
        <LoginPrompt message={tAuth("alertsMessage")} callbackUrl="/alerts" />
      </ClientMessages>
    </PageContainer>
  );
  const session = await auth();
  const token = session ? await getAccessToken() : null;
  if (!token) return loginPrompt;
  let alerts: JobAlert[];
  let notifications: NotificationSettings | null;
  try {
    const api = productApi(token);
    [alerts, notifications] = await Promise.all([
      api.listAlerts(),
      // Without its choices the page still lists the alerts, by e-mail as before.
      api.notificationSettings().catch((error: unknown) => {
        if (isApiError(error, 401)) throw error;
        console.error("[alerts] could not load the notification choices:", error);
        return null;
      }),
    ]);
  } catch (error) {
    if (isApiError(error, 401)) return loginPrompt;
    console.error("[alerts] could not load the alerts:", error instanceof Error ? error.message : error);
    return (
      <PageContainer>
        <StatusMessage title={t("loadFailedTitle")} message={t("loadFailedMessage")} />
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
      <ClientMessages namespaces={["alerts", "ui", "status", "notify"]}>
        <AlertList
          initialAlerts={alerts}
          channels={notifications?.channels.map((c) => c.name) ?? ["email"]}
        />
        {notifications && <NotificationSettingsForm initial={notifications} />}
      </ClientMessages>
      {/* WhatsApp and SMS need a confirmed number: set here beside the choices (also on the profile). */}
      <PhoneSection />
    </PageContainer>
  );
}
