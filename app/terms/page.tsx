import { LegalDocument } from "@/components/layout/legal-document";
import { PageContainer } from "@/components/layout/page-container";
import { pageMetadata } from "@/components/layout/page-metadata";
import { siteConfig } from "@/lib/site";
import { termsSections, termsSummary } from "./sections";

export const metadata = pageMetadata({
  title: "Terms of Use",
  description: `The rules for using ${siteConfig.name}: your account, your CV and applications, acceptable use, and how job search on ${siteConfig.name} works.`,
  path: "/terms",
});

export default function TermsPage() {
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
