import { privatePageMetadata } from "@/components/layout/page-metadata";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "@/components/ui/link";
import { PageContainer } from "@/components/layout/page-container";
import { buttonClasses } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";

// Reached from the link in an alert mail, signed in or not, with or without JavaScript. Opening it
// changes nothing (mail scanners open links): the button posts the token to the unsubscribe route.

type Props = {
  params: LocaleParams;
  searchParams: Promise<{ token?: string | string[]; result?: string | string[] }>;
};

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, "alerts.unsubscribe");
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

export default async function UnsubscribePage({ params: pageParams, searchParams }: Props) {
  const locale = await pageLocale(pageParams);
  const t = await getTranslations({ locale, namespace: "alerts.unsubscribe" });
  const params = await searchParams;
  const token = one(params.token).slice(0, 200);
  const result = one(params.result);
  const manage = (
    <Link href="/alerts" className={buttonClasses({ variant: "outline" })}>
      {t("manage")}
    </Link>
  );
  if (result === "done") {
    return (
      <PageContainer>
        <StatusMessage icon="search" title={t("doneTitle")} message={t("doneMessage")}>
          {manage}
        </StatusMessage>
      </PageContainer>
    );
  }
  if (result === "invalid" || !token) {
    return (
      <PageContainer>
        <StatusMessage title={t("invalidTitle")} message={t("invalidMessage")}>
          {manage}
        </StatusMessage>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <StatusMessage icon="search" title={t("confirmTitle")} message={t("confirmMessage")}>
        <form method="post" action="/api/alerts/unsubscribe">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="locale" value={locale} />
          <button type="submit" className={buttonClasses({})}>
            {t("button")}
          </button>
        </form>
      </StatusMessage>
    </PageContainer>
  );
}
