import { privatePageMetadata } from "@/components/layout/page-metadata";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "@/components/ui/link";
import { PageContainer } from "@/components/layout/page-container";
import { buttonClasses } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { CHANNEL_NAMES } from "@/services/product-api/notify/channel";

// The one-tap off link of a notification (a push's button, a mail's footer), signed in or not, with
// or without JavaScript. Opening it changes nothing (link scanners open links): the button posts the
// token to /api/notifications/off, which comes back here with the outcome.

type Query = Record<"token" | "result" | "kind" | "channel", string | string[] | undefined>;
type Props = { params: LocaleParams; searchParams: Promise<Query> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, "notify.off");
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

export default async function NotificationsOffPage({ params: pageParams, searchParams }: Props) {
  const locale = await pageLocale(pageParams);
  const t = await getTranslations({ locale, namespace: "notify.off" });
  const query = await searchParams;
  const token = one(query.token).slice(0, 1000);
  const result = one(query.result);
  const manage = (
    <Link href="/alerts#notifications" className={buttonClasses({ variant: "outline" })}>
      {t("manage")}
    </Link>
  );
  if (result === "done") {
    const kind = one(query.kind) === "job-alert" ? "alert" : "application";
    const channel = (CHANNEL_NAMES as readonly string[]).includes(one(query.channel))
      ? one(query.channel)
      : "email";
    return (
      <PageContainer>
        <StatusMessage icon="search" title={t("metaTitle")} message={t("done", { kind, channel })}>
          {manage}
        </StatusMessage>
      </PageContainer>
    );
  }
  if (result === "invalid" || result === "gone" || !token) {
    return (
      <PageContainer>
        <StatusMessage title={t("heading")} message={result === "gone" ? t("gone") : t("invalid")}>
          {manage}
        </StatusMessage>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <StatusMessage icon="search" title={t("heading")} message={t("intro")}>
        <form method="post" action="/api/notifications/off">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="locale" value={locale} />
          <button type="submit" className={buttonClasses({})}>
            {t("confirm")}
          </button>
        </form>
      </StatusMessage>
    </PageContainer>
  );
}
