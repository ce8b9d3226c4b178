import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { ModerationHeader } from "@/components/moderation/moderation-header";
import { ModerationTable } from "@/components/moderation/moderation-table";
import { PageContainer } from "@/components/layout/page-container";
import { privatePageMetadata } from "@/components/layout/page-metadata";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { loadForModerator } from "@/lib/moderation/load";

// The notifications' dead letters (services/product-api/notify/deliver.ts): messages a channel could
// not deliver after every retry, or that its provider refused for good, with the last error. Names no
// seeker: the message's key says which event it was. Moderators only.
export const dynamic = "force-dynamic";

type Props = { params: LocaleParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, "moderation");
}

export default async function ModerationNotificationsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "notify" });
  const format = await getFormatter({ locale });
  const letters = await loadForModerator((api) => api.deadLetters());
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  return (
    <PageContainer>
      <ModerationHeader current="notifications" />
      <h2 className="mb-2 text-lg font-semibold text-ink">{t("dead.heading")}</h2>
      <p className="mb-6 text-muted">{t("dead.intro")}</p>
      <ModerationTable
        headings={[t("dead.kind"), t("dead.channel"), t("dead.attempts"), t("dead.error"), t("dead.at")]}
        empty={t("dead.empty")}
      >
        {letters.map((letter) => (
          <tr key={letter.dedupeKey} className="border-b border-line align-top">
            <th scope="row" className="py-3 pe-4 text-start font-normal">
              <span className="font-semibold text-ink">{letter.kind}</span>
              <span dir="ltr" className="block text-sm break-all text-muted">
                {letter.dedupeKey}
              </span>
            </th>
            <td className="py-3 pe-4">{t("channelName", { channel: letter.channel })}</td>
            <td className="py-3 pe-4">{format.number(letter.attempts)}</td>
            <td dir="ltr" className="py-3 pe-4 text-sm break-words">
              {letter.error}
            </td>
            <td className="py-3 whitespace-nowrap">
              {letter.settledAt && <time dateTime={letter.settledAt}>{when(letter.settledAt)}</time>}
            </td>
          </tr>
        ))}
      </ModerationTable>
    </PageContainer>
  );
}
