import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { ModerationHeader } from "@/components/moderation/moderation-header";
import { ModerationTable } from "@/components/moderation/moderation-table";
import { PageContainer } from "@/components/layout/page-container";
import { privatePageMetadata } from "@/components/layout/page-metadata";
import Link from "@/components/ui/link";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { loadForModerator } from "@/lib/moderation/load";

// Every moderator decision, newest first: who, when, what, and the note they wrote. Moderators only.
export const dynamic = "force-dynamic";

type Props = { params: LocaleParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, "moderation");
}

export default async function ModerationLogPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "moderation.log" });
  const format = await getFormatter({ locale });
  const decisions = await loadForModerator((api) => api.moderationLog());
  return (
    <PageContainer>
      <ModerationHeader current="log" />
      <p className="mb-6 text-muted">{t("intro")}</p>
      <ModerationTable
        headings={[t("when"), t("who"), t("what"), t("subject"), t("note")]}
        empty={t("empty")}
      >
        {decisions.map((decision) => (
          <tr key={decision.id} className="border-b border-line align-top">
            <td className="py-3 pe-4 whitespace-nowrap">
              <time dateTime={decision.at}>
                {format.dateTime(new Date(decision.at), { dateStyle: "medium", timeStyle: "short" })}
              </time>
            </td>
            <td className="py-3 pe-4">
              {decision.moderator.email ?? decision.moderator.sub}
              {decision.clientId && decision.clientId !== decision.moderator.sub && (
                <span className="block text-xs text-muted">{t("via", { client: decision.clientId })}</span>
              )}
            </td>
            <td className="py-3 pe-4 font-semibold">{t(`actions.${decision.action}`)}</td>
            <td className="py-3 pe-4">
              {decision.jobId !== null ? (
                <Link href={`/jobs/${decision.jobId}`} prefetch={false} className="hover:underline">
                  {t("job", { title: decision.jobTitle ?? "", company: decision.company })}
                </Link>
              ) : (
                decision.company
              )}
            </td>
            <td className="py-3">{decision.note || <span className="text-muted">{t("noNote")}</span>}</td>
          </tr>
        ))}
      </ModerationTable>
    </PageContainer>
  );
}
