import { LegalDocument } from "@/components/layout/legal-document";
import { PageContainer } from "@/components/layout/page-container";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { pageMetadata } from "@/components/layout/page-metadata";
import { siteConfig } from "@/lib/site";
import { privacySections, privacySummary } from "./sections";

export async function generateMetadata({ params }: { params: LocaleParams }) {
  return pageMetadata({
    locale: await pageLocale(params),
    title: "Privacy Policy",
    description: `How ${siteConfig.name} collects, uses, shares and protects your personal information, including the CVs you upload, and the rights you have over it.`,
    path: "/privacy-policy",
  });
}

export default async function PrivacyPolicyPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return (
    <PageContainer>
      <LegalDocument
        title="Privacy Policy"
        dateLine="Effective April 30, 2025"
        summary={privacySummary}
        sections={privacySections}
      />
    </PageContainer>
  );
}
