import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { pageMetadata } from "@/components/layout/page-metadata";
import { PageContainer } from "@/components/layout/page-container";
import { Benefits } from "@/components/home/benefits";
import { Categories } from "@/components/home/categories";
import { ClosingCta } from "@/components/home/closing-cta";
import { Hero } from "@/components/home/hero";
import { Testimonials } from "@/components/home/testimonials";
import { defaultTitle, siteConfig } from "@/lib/site";

export async function generateMetadata({ params }: { params: LocaleParams }) {
  return pageMetadata({
    locale: await pageLocale(params),
    title: defaultTitle,
    absoluteTitle: true,
    description: `Find internships and jobs in Africa, New Zealand, Australia and remote teams. ${siteConfig.name} is where young African professionals search, apply and track every application.`,
    path: "/",
  });
}

export default async function HomePage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return (
    <PageContainer className="pt-4 sm:pt-6">
      <Hero />
      <Categories />
      <Benefits />
      <Testimonials />
      <ClosingCta />
    </PageContainer>
  );
}
