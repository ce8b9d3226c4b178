import { getTranslations } from "next-intl/server";
import { LegalDocument } from "@/components/layout/legal-document";
import { LEGAL_DATE, legalValues } from "@/components/layout/legal-text";
import { PageContainer } from "@/components/layout/page-container";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { pageMetadata } from "@/components/layout/page-metadata";
import { siteConfig } from "@/lib/site";
import { privacySections, privacySummary } from "./sections";

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "privacy" });
  return pageMetadata({
    locale,
    title: t("title"),
    description: t("description", { product: siteConfig.name }),
    path: "/privacy-policy",
  });
}

export default async function PrivacyPolicyPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "privacy" });
  const values = legalValues(locale, "/terms");
  return (
    <PageContainer>
      <LegalDocument
        title={t("title")}
        dateLine={t("effectiveDate", { date: LEGAL_DATE })}
        summary={privacySummary(t, values)}
        sections={privacySections(t, values)}
      />
    </PageContainer>
  );
}
