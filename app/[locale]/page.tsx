import { getTranslations } from "next-intl/server";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { pageMetadata } from "@/components/layout/page-metadata";
import { PageContainer } from "@/components/layout/page-container";
import { Benefits } from "@/components/home/benefits";
import { Categories } from "@/components/home/categories";
import { ClosingCta } from "@/components/home/closing-cta";
import { Hero } from "@/components/home/hero";
import { Testimonials } from "@/components/home/testimonials";
import { ServerMarkup } from "@/components/ui/server-markup";
import { siteConfig } from "@/lib/site";

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const meta = await getTranslations({ locale, namespace: "meta" });
  const t = await getTranslations({ locale, namespace: "home" });
  return pageMetadata({
    locale,
    title: meta("defaultTitle", { product: siteConfig.name }),
    absoluteTitle: true,
    description: t("metaDescription", { product: siteConfig.name }),
    path: "/",
  });
}

export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  return (
    <PageContainer className="pt-4 sm:pt-6">
      <Hero />
      {/* Links and text only: kept as rendered here, not hydrated (two thirds of the page's elements). */}
      <ServerMarkup version={locale}>
        <Categories />
        <Benefits />
        <Testimonials />
      </ServerMarkup>
      <ClosingCta />
    </PageContainer>
  );
}
