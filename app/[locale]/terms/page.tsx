import { getTranslations } from "next-intl/server";
import { LegalDocument } from "@/components/layout/legal-document";
import { LEGAL_DATE, legalValues } from "@/components/layout/legal-text";
import { PageContainer } from "@/components/layout/page-container";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { pageMetadata } from "@/components/layout/page-metadata";
import { siteConfig } from "@/lib/site";
import { termsSections, termsSummary } from "./sections";

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "terms" });
  return pageMetadata({
    locale,
    title: t("title"),
    description: t("description", { product: siteConfig.name }),
    path: "/terms",
  });
}

export default async function TermsPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "terms" });
  const values = legalValues(locale, "/privacy-policy");
  return (
    <PageContainer>
      <LegalDocument
        title={t("title")}
        dateLine={t("updatedDate", { date: LEGAL_DATE })}
        summary={termsSummary(t, values)}
        sections={termsSections(t, values)}
      />
    </PageContainer>
  );
}
