import { LegalDocument } from "@/components/layout/legal-document";
import { PageContainer } from "@/components/layout/page-container";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { pageMetadata } from "@/components/layout/page-metadata";
import { siteConfig } from "@/lib/site";
import { termsSections, termsSummary } from "./sections";

export async function generateMetadata({ params }: { params: LocaleParams }) {
  return pageMetadata({
    locale: await pageLocale(params),
    title: "Terms of Use",
    description: `The rules for using ${siteConfig.name}: your account, your CV and applications, acceptable use, and how job search on ${siteConfig.name} works.`,
    path: "/terms",
  });
}

export default async function TermsPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return (
    <PageContainer>
      <LegalDocument
        title="Terms of Use"
        dateLine="Last updated April 30, 2025"
        summary={termsSummary}
        sections={termsSections}
      />
    </PageContainer>
  );
}
