import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { PageContainer } from "@/components/layout/page-container";
import { privatePageMetadata } from "@/components/layout/page-metadata";
import { KeptPages } from "@/components/pwa/kept-pages";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";

// What the service worker shows for a page it does not keep, when there is no connection
// (lib/pwa/service-worker.ts keeps one per language the seeker read in). Static, and out of search.
export function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return privatePageMetadata(params, "pwa.offline");
}

export default async function OfflinePage({ params }: { params: LocaleParams }) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: "pwa.offline" });
  return (
    <PageContainer>
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t("title")}</h1>
      <p className="mt-2 text-muted">{t("text")}</p>
      <ClientMessages namespaces={["pwa.offline", "layout.savedJobs", "layout.applications"]}>
        <KeptPages />
      </ClientMessages>
    </PageContainer>
  );
}
