import { getTranslations } from "next-intl/server";
import { TrackedLink } from "@/components/analytics/tracked-link";
import { TrackPageView } from "@/components/analytics/track-page-view";
import { PageContainer } from "@/components/layout/page-container";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { pageMetadata } from "@/components/layout/page-metadata";
import { Card } from "@/components/ui/card";
import { buttonClasses, LinkButton } from "@/components/ui/button";
import { ServerMarkup } from "@/components/ui/server-markup";
import { siteConfig } from "@/lib/site";
import { Approach } from "./approach";

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "about" });
  const product = siteConfig.name;
  return pageMetadata({
    locale,
    title: t("metaTitle", { product }),
    absoluteTitle: true,
    description: t("metaDescription", { product }),
    path: "/about",
  });
}

/** Their words are in about.{key}. */
const pillars = ["mission", "access", "excellence"] as const;

export default async function AboutPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations("about");
  const layout = await getTranslations("layout");
  const product = siteConfig.name;
  return (
    <PageContainer>
      <TrackPageView event="about_page_view" />
      {/* Text and links only: kept as rendered here, not hydrated. */}
      <ServerMarkup version={locale}>
        <section aria-labelledby="about-title" className="mx-auto max-w-3xl py-6 text-center sm:py-10">
          <p className="text-sm font-semibold tracking-wide text-primary-dark uppercase">
            {layout("tagline")}
          </p>
          <h1 id="about-title" className="mt-3 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
            {t("title", { product })}
          </h1>
          <div className="mt-6 space-y-4 text-start text-base leading-relaxed text-slate-700 sm:text-center sm:text-lg">
            <p>{t("intro1")}</p>
            <p>
              {t("intro2", {
                product,
                // What the name means, when it is the Swahili word.
                meaning: product === "Kazi" ? t("kaziMeaning") : "",
              })}
            </p>
          </div>
        </section>

        <ul className="mt-6 grid gap-5 lg:grid-cols-3">
          {pillars.map((pillar) => (
            <Card as="li" key={pillar} className="border-t-4 border-t-primary">
              <h2 className="text-xl font-bold text-ink">{t(`${pillar}.title`)}</h2>
              <p className="mt-3 leading-relaxed text-muted">{t(`${pillar}.body`)}</p>
            </Card>
          ))}
        </ul>

        <Approach />

        <section
          aria-labelledby="join-title"
          className="focus-light mt-14 rounded-2xl bg-linear-to-r from-primary-deep to-secondary-dark px-5 py-12 text-center text-white sm:px-10"
        >
          <h2 id="join-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t("join.title")}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-blue-50 sm:text-lg">{t("join.body")}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <TrackedLink
              href="/jobs"
              className={buttonClasses({ variant: "light", size: "lg" })}
              event="browse_jobs_click"
              eventParams={{ location: "about_cta" }}
            >
              {t("join.browse")}
            </TrackedLink>
            <LinkButton href="/contact" variant="outline-light" size="lg">
              {t("join.contact")}
            </LinkButton>
          </div>
        </section>
      </ServerMarkup>
    </PageContainer>
  );
}
