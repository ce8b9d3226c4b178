import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ModerationHeader, doneOf } from "@/components/moderation/moderation-header";
import { QueueItem } from "@/components/moderation/queue-item";
import { PageContainer } from "@/components/layout/page-container";
import { privatePageMetadata } from "@/components/layout/page-metadata";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { loadForModerator, type SearchParams } from "@/lib/moderation/load";

// The moderation console's queue: jobs under caution, riskiest first, each with why and the decisions.
// Moderators only (proxy.ts answers 404 to everyone else); never cached, never indexed.
export const dynamic = "force-dynamic";

type Props = { params: LocaleParams; searchParams: SearchParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, "moderation");
}

export default async function ModerationQueuePage({ params, searchParams }: Props) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: "moderation.queue" });
  const queue = await loadForModerator((api) => api.moderationQueue());
  return (
    <PageContainer>
      <ModerationHeader current="queue" done={doneOf((await searchParams).done)} />
      <p className="mb-6 text-muted">{t("intro")}</p>
      {queue.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-muted">{t("empty")}</p>
      ) : (
        <ol className="space-y-5">
          {queue.map((item) => (
            <QueueItem key={item.job.id} item={item} />
          ))}
        </ol>
      )}
    </PageContainer>
  );
}
