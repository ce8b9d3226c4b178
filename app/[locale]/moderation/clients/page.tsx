import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { ModerationHeader } from "@/components/moderation/moderation-header";
import { ModerationTable } from "@/components/moderation/moderation-table";
import { PageContainer } from "@/components/layout/page-container";
import { privatePageMetadata } from "@/components/layout/page-metadata";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { loadForModerator } from "@/lib/moderation/load";

// Employers' systems registered on the embedded identity provider (npm run employer), with when each
// last got a token. Moderators only; read through the product API like the rest of the console.
export const dynamic = "force-dynamic";

type Props = { params: LocaleParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, "moderation");
}

export default async function ModerationClientsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "moderation.clients" });
  const format = await getFormatter({ locale });
  const clients = await loadForModerator((api) => api.employerClients());
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  return (
    <PageContainer>
      <ModerationHeader current="clients" />
      <p className="mb-2 text-muted">{t("intro")}</p>
      <p className="mb-6 text-sm text-muted">{t("external")}</p>
      <ModerationTable
        headings={[t("company"), t("clientId"), t("scopes"), t("added"), t("lastUsed")]}
        empty={t("empty")}
      >
        {clients.map((client) => (
          <tr key={client.clientId} className="border-b border-line align-top">
            <th scope="row" className="py-3 pe-4 text-start font-semibold text-ink">
              {client.company}
            </th>
            <td className="py-3 pe-4 font-mono text-xs break-all" dir="ltr">
              {client.clientId}
            </td>
            <td className="py-3 pe-4 font-mono text-xs" dir="ltr">
              {client.scopes.join(" ")}
            </td>
            <td className="py-3 pe-4 whitespace-nowrap">
              <time dateTime={client.createdAt}>{when(client.createdAt)}</time>
            </td>
            <td className="py-3 whitespace-nowrap">
              {client.lastUsedAt ? (
                <time dateTime={client.lastUsedAt}>{when(client.lastUsedAt)}</time>
              ) : (
                <span className="text-muted">{t("never")}</span>
              )}
            </td>
          </tr>
        ))}
      </ModerationTable>
    </PageContainer>
  );
}
