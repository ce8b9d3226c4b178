import { getTranslations } from "next-intl/server";
import { TrackedAnchor } from "@/components/analytics/tracked-link";
import { TrackPageView } from "@/components/analytics/track-page-view";
import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import { PageContainer } from "@/components/layout/page-container";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { pageMetadata } from "@/components/layout/page-metadata";
import { Card } from "@/components/ui/card";
import { BusinessIcon, type IconComponent, MailIcon, ResponseTimeIcon } from "@/components/ui/icons";
import { siteConfig } from "@/lib/site";

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "contact" });
  return pageMetadata({
    locale,
    title: t("title"),
    description: t("metaDescription", { product: siteConfig.name, email: siteConfig.email }),
    path: "/contact",
  });
}

function ContactCard({
  icon: CardIcon,
  title,
  text,
  children,
}: {
  icon: IconComponent;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Card as="li" className="flex flex-col items-center text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-dark">
        <CardIcon className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink">{title}</h2>
      <p className="mt-1 text-muted">{text}</p>
      {children && <div className="mt-auto pt-4">{children}</div>}
    </Card>
  );
}

const mailClass =
  "rounded-md font-semibold break-all text-primary-dark underline-offset-4 hover:text-primary-deep hover:underline";

export default async function ContactPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const t = await getTranslations("contact");
  const { email } = siteConfig;
  return (
    <PageContainer>
      <TrackPageView event="contact_page_view" />
      <header className="mx-auto max-w-2xl py-6 text-center sm:py-10">
        <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{t("title")}</h1>
        <p className="mt-4 text-lg text-muted">{t("intro")}</p>
      </header>
      <ul className="mx-auto grid max-w-5xl gap-5 md:grid-cols-3">
        <ContactCard icon={MailIcon} title={t("email.title")} text={t("email.text")}>
          <TrackedAnchor
            href={`mailto:${email}`}
            className={mailClass}
            dir="auto"
            event="contact_email_click"
            eventParams={{ email_type: "general_support" }}
          >
            {email}
          </TrackedAnchor>
        </ContactCard>
        <ContactCard icon={BusinessIcon} title={t("business.title")} text={t("business.text")}>
          <TrackedAnchor
            href={`mailto:${email}?subject=${encodeURIComponent(t("business.subject"))}`}
            className={mailClass}
            dir="auto"
            event="contact_email_click"
            eventParams={{ email_type: "business_inquiries" }}
          >
            {email}
          </TrackedAnchor>
        </ContactCard>
        <ContactCard icon={ResponseTimeIcon} title={t("response.title")} text={t("response.text")} />
      </ul>
      <p className="mx-auto mt-12 max-w-2xl text-center text-sm text-muted">
        {t.rich("privacy", {
          link: (chunks) => (
            <Link
              href="/privacy-policy"
              className="font-medium text-primary-dark underline hover:text-primary-deep"
            >
              {chunks}
            </Link>
          ),
        })}
      </p>
    </PageContainer>
  );
}
