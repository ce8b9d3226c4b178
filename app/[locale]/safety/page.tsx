import { getTranslations } from "next-intl/server";
import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import { PageContainer } from "@/components/layout/page-container";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { pageMetadata } from "@/components/layout/page-metadata";
import { Card } from "@/components/ui/card";
import { siteConfig } from "@/lib/site";

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "safety" });
  return pageMetadata({
    locale,
    title: t("title"),
    description: t("metaDescription", { product: siteConfig.name }),
    path: "/safety",
  });
}

function Advice({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id} className="scroll-mt-24 text-xl font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:ps-5">
        {children}
      </div>
    </Card>
  );
}

const link = "font-semibold text-primary-dark underline underline-offset-2 hover:no-underline";

export default async function SafetyPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const t = await getTranslations("safety");
  const product = siteConfig.name;
  const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t("title")}</h1>
        <p className="mt-4 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-lg font-semibold text-emerald-900">
          {t("notice", { product })}
        </p>
        <p className="mt-4 leading-relaxed text-slate-700">{t("intro")}</p>
        <div className="mt-8 space-y-6">
          <Advice id="fees" title={t("fees.title")}>
            <p>{t("fees.intro")}</p>
            <ul>
              <li>{t("fees.registration")}</li>
              <li>{t("fees.training")}</li>
              <li>{t("fees.medical")}</li>
              <li>{t("fees.airtime")}</li>
            </ul>
          </Advice>
          <Advice id="whatsapp" title={t("whatsapp.title")}>
            <p>{t("whatsapp.body", { product })}</p>
          </Advice>
          <Advice id="free-mail" title={t("freeMail.title")}>
            <p>{t("freeMail.body")}</p>
          </Advice>
          <Advice id="too-good" title={t("tooGood.title")}>
            <p>{t("tooGood.body", { product })}</p>
          </Advice>
          <Advice id="meetings" title={t("meetings.title")}>
            <ul>
              <li>{t("meetings.place")}</li>
              <li>{t("meetings.documents")}</li>
            </ul>
          </Advice>
          <Advice id="verified-employers" title={t("verified.title")}>
            <p>
              {t.rich("verified.body", {
                product,
                strong,
                link: (chunks) => (
                  <Link href="/jobs" className={link}>
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          </Advice>
          <Advice id="report" title={t("report.title")}>
            <ul>
              <li>{t.rich("report.button", { strong })}</li>
              <li>
                {t.rich("report.email", {
                  email: siteConfig.email,
                  mail: (chunks) => (
                    <a href={`mailto:${siteConfig.email}`} className={link} dir="ltr">
                      {chunks}
                    </a>
                  ),
                })}
              </li>
              <li>{t("report.police")}</li>
            </ul>
          </Advice>
        </div>
      </div>
    </PageContainer>
  );
}
