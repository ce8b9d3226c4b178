import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { VerificationForm } from "@/components/moderation/decision-forms";
import { ModerationHeader, doneOf } from "@/components/moderation/moderation-header";
import { ModerationTable } from "@/components/moderation/moderation-table";
import { PageContainer } from "@/components/layout/page-container";
import { privatePageMetadata } from "@/components/layout/page-metadata";
import { buttonClasses } from "@/components/ui/button-classes";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { loadForModerator, type SearchParams } from "@/lib/moderation/load";

// Employers and whether they are verified, with the decision to change it. Moderators only.
export const dynamic = "force-dynamic";

type Props = { params: LocaleParams; searchParams: SearchParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, "moderation");
}

const LIMIT = 500;

export default async function ModerationCompaniesPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "moderation.companies" });
  const format = await getFormatter({ locale });
  const query = await searchParams;
  const q = typeof query.q === "string" ? query.q.trim().slice(0, 200) : "";
  const companies = await loadForModerator((api) => api.listCompanies(q));
  return (
    <PageContainer>
      <ModerationHeader current="companies" done={doneOf(query.done)} />
      <p className="mb-4 text-muted">{t("intro")}</p>
      <form method="get" role="search" className="mb-6 flex flex-wrap items-end gap-2">
        <label htmlFor="company-search" className="text-sm font-medium text-ink">
          {t("search")}
          <input
            id="company-search"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={200}
            className="mt-1 block w-64 rounded-lg border border-line bg-white px-3 py-2 text-sm"
          />
        </label>
        <button type="submit" className={buttonClasses({ size: "sm" })}>
          {t("searchButton")}
        </button>
      </form>
      <ModerationTable headings={[t("name"), t("state"), t("openJobs"), t("decision")]} empty={t("empty")}>
        {companies.map((company, i) => (
          <tr key={company.name} className="border-b border-line align-top">
            <th scope="row" className="py-3 pe-4 text-start font-semibold text-ink">
              {company.name}
            </th>
            <td className="py-3 pe-4">
              {company.verified && company.verifiedAt
                ? t("verifiedOn", {
                    date: format.dateTime(new Date(company.verifiedAt), { dateStyle: "medium" }),
                  })
                : t("notVerified")}
            </td>
            <td className="py-3 pe-4">{format.number(company.openJobs)}</td>
            <td className="py-3">
              <VerificationForm
                company={company.name}
                verified={company.verified}
                id={`company-note-${i}`}
                back="companies"
              />
            </td>
          </tr>
        ))}
      </ModerationTable>
      {companies.length >= LIMIT && <p className="mt-3 text-sm text-muted">{t("limit")}</p>}
    </PageContainer>
  );
}
