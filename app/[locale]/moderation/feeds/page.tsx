import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { ModerationHeader } from "@/components/moderation/moderation-header";
import { ModerationTable } from "@/components/moderation/moderation-table";
import { PageContainer } from "@/components/layout/page-container";
import { privatePageMetadata } from "@/components/layout/page-metadata";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { loadForModerator } from "@/lib/moderation/load";

// The career feeds the importer reads (`npm run import`), with how each one's last run went: a
// failed feed changed nothing, and says why. Moderators only.
export const dynamic = "force-dynamic";

type Props = { params: LocaleParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, "moderation");
}

export default async function ModerationFeedsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "moderation.feeds" });
  const format = await getFormatter({ locale });
  const feeds = await loadForModerator((api) => api.importFeeds());
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  return (
    <PageContainer>
      <ModerationHeader current="feeds" />
      <p className="mb-6 text-muted">{t("intro")}</p>
      <ModerationTable headings={[t("feed"), t("lastRun"), t("outcome"), t("openJobs")]} empty={t("empty")}>
        {feeds.map((feed) => (
          <tr key={feed.id} className="border-b border-line align-top">
            <th scope="row" className="py-3 pe-4 text-start font-normal">
              <span className="font-semibold text-ink">{feed.company}</span>
              <span className="block text-sm text-muted">
                {feed.format} · <span className="break-all">{feed.url}</span>
              </span>
            </th>
            <td className="py-3 pe-4 whitespace-nowrap">
              {feed.lastRunAt ? <time dateTime={feed.lastRunAt}>{when(feed.lastRunAt)}</time> : t("never")}
            </td>
            <td className="py-3 pe-4">
              {feed.lastStatus && (
                <span
                  className={feed.lastStatus === "failed" ? "font-semibold text-red-800" : "font-semibold"}
                >
                  {t(`status.${feed.lastStatus}`)}
                </span>
              )}
              {feed.lastStatus !== "failed" && feed.lastCounts && (
                <span className="block text-sm">{t("counts", feed.lastCounts)}</span>
              )}
              {feed.failingSince && (
                <span className="block text-sm text-red-800">
                  {t("failingSince", { date: when(feed.failingSince) })}
                </span>
              )}
              {feed.lastMessage && (
                <span className="block text-sm break-words text-muted">{feed.lastMessage}</span>
              )}
            </td>
            <td className="py-3">{format.number(feed.openJobs)}</td>
          </tr>
        ))}
      </ModerationTable>
    </PageContainer>
  );
}
